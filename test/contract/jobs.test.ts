import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { Type } from 'typebox';
import { ManualClock } from '../../src/infra/clock.js';
import { newId } from '../../src/lib/ids.js';
import { defineJob, JobAbortError, JobPayloadError, UnretryableJobError } from '../../src/services/jobs/index.js';
import type { Store } from '../../src/store/index.js';
import { queueFactory, sleepUnlessAborted, testKind, untilAborted, waitFor } from '../helpers/jobs.js';
import { storeTargets } from '../helpers/stores.js';

/** The job queue on one node, on every database (several nodes: jobs-cluster.test.ts). */
for (const target of await storeTargets()) {
  describe(`job queue: ${target.name}`, { skip: target.skip }, () => {
    let store: Store;
    const queues = queueFactory();
    before(async () => {
      store = await target.open();
    });
    after(async () => {
      await queues.stopAll();
      await target.cleanup();
    });

    test('typed payloads: the handler gets the payload; a wrong one is refused at enqueue and fails a stored job at once', async () => {
      const kind = defineJob(`test.typed.${target.name}`, { payload: Type.Object({ repoId: Type.String(), count: Type.Integer({ minimum: 0 }) }) });
      const queue = queues.make(store);
      const seen: Array<{ repoId: string; count: number }> = [];
      queue.register(kind, async (payload) => {
        seen.push(payload);
      });
      const good = await queue.enqueue(kind, { repoId: 'repo_1', count: 3 });
      // @ts-expect-error the compiler refuses it too; the queue must refuse it at run time
      await assert.rejects(queue.enqueue(kind, { repoId: 7, count: 3 }), JobPayloadError);
      await assert.rejects(queue.enqueue(kind, { repoId: 'x', count: -1 }), /payload of test\.typed\.\w+ is invalid: \/count/);
      // rows written by other code (an older version, a hand edit) are checked when claimed
      const wrongShape = newId('job');
      const notJson = newId('job');
      const createdAt = new Date().toISOString();
      await store.jobs.enqueue({ id: wrongShape, kind: kind.name, payload: '{"repoId":5}', runAfter: 0, createdAt });
      await store.jobs.enqueue({ id: notJson, kind: kind.name, payload: '{"repoId":', runAfter: 0, createdAt });
      assert.equal(await queue.runDue(), 1);
      assert.deepEqual(seen, [{ repoId: 'repo_1', count: 3 }]);
      assert.equal((await queue.get(good))?.state, 'succeeded');
      const shape = await queue.get(wrongShape);
      assert.equal(shape?.state, 'failed');
      assert.equal(shape?.attempts, 1, 'no retries: it would never parse');
      assert.match(shape?.lastError ?? '', /payload of test\.typed\.\w+ is invalid: .*\/repoId must be string/);
      assert.match((await queue.get(notJson))?.lastError ?? '', /is not JSON/);
    });

    test('retries with exponential backoff, then success', async () => {
      const clock = new ManualClock(Date.parse('2026-05-01T00:00:00Z'));
      const kind = testKind({ maxAttempts: 5, backoff: { baseMs: 1000, maxMs: 60_000 } });
      const queue = queues.make(store, { clock });
      const attempts: number[] = [];
      queue.register(kind, async (_payload, ctx) => {
        attempts.push(ctx.attempt);
        if (ctx.attempt < 3) throw new Error(`fail ${ctx.attempt}`);
      });
      const id = await queue.enqueue(kind, { n: 1 });
      for (const [attempt, full] of [[1, 1000], [2, 2000]] as const) {
        assert.equal(await queue.runDue(), 0);
        const info = await queue.get(id);
        assert.equal(info?.state, 'queued');
        assert.equal(info?.attempts, attempt);
        assert.equal(info?.lastError, `fail ${attempt}`);
        const delay = Date.parse(info!.runAfter) - clock.now();
        assert.ok(delay >= full / 2 && delay <= full, `retry ${attempt} after ${delay} ms, expected ${full / 2}–${full}`);
        clock.advance(delay - 1);
        assert.equal(await queue.runDue(), 0, 'not before its time');
        clock.advance(1);
      }
      assert.equal(await queue.runDue(), 1);
      assert.deepEqual(attempts, [1, 2, 3]);
      const done = await queue.get(id);
      assert.equal(done?.state, 'succeeded');
      assert.equal(done?.attempts, 3);
      assert.equal(done?.finishedAt, new Date(clock.now()).toISOString());
    });

    test('max attempts: the job fails for good; an unretryable error fails it at once', async () => {
      const clock = new ManualClock(Date.parse('2026-05-02T00:00:00Z'));
      const kind = testKind({ maxAttempts: 3, backoff: { baseMs: 10, maxMs: 10 } });
      const queue = queues.make(store, { clock });
      let calls = 0;
      queue.register(kind, async (payload) => {
        calls++;
        if (payload.n === 0) throw new UnretryableJobError('the repository is gone');
        throw new Error(`fail ${calls}`);
      });
      const doomed = await queue.enqueue(kind, { n: 1 });
      for (let i = 0; i < 5; i++) {
        await queue.runDue();
        clock.advance(1000);
      }
      const info = await queue.get(doomed);
      assert.equal(info?.state, 'failed');
      assert.equal(info?.attempts, 3);
      assert.equal(info?.lastError, 'fail 3');
      assert.equal(calls, 3, 'not run after the last attempt');
      const hopeless = await queue.enqueue(kind, { n: 0 });
      await queue.runDue();
      clock.advance(1000);
      await queue.runDue();
      assert.equal((await queue.get(hopeless))?.state, 'failed');
      assert.equal((await queue.get(hopeless))?.attempts, 1);
      assert.equal(calls, 4);
    });

    test('cancel a queued job: it never runs; cancelling again or an unknown job changes nothing', async () => {
      const clock = new ManualClock(Date.parse('2026-05-03T00:00:00Z'));
      const kind = testKind();
      const queue = queues.make(store, { clock });
      let calls = 0;
      queue.register(kind, async () => {
        calls++;
      });
      const id = await queue.enqueue(kind, { n: 1 }, { delayMs: 5000 });
      assert.equal(await queue.cancel(id), 'cancelled');
      clock.advance(10_000);
      assert.equal(await queue.runDue(), 0);
      assert.equal(calls, 0);
      assert.equal((await queue.get(id))?.state, 'cancelled');
      assert.equal(await queue.cancel(id), 'finished');
      assert.equal(await queue.cancel('job_unknown'), 'not-found');
    });

    test('cancel a running job: its signal fires at once, it ends cancelled and is not retried', async () => {
      const kind = testKind({ maxAttempts: 5 });
      const queue = queues.make(store);
      let reason: unknown = null;
      let started = false;
      queue.register(kind, async (_payload, ctx) => {
        started = true;
        await untilAborted(ctx.signal).catch((error: unknown) => {
          reason = error;
          throw error;
        });
      });
      const id = await queue.enqueue(kind, { n: 1 });
      const run = queue.runDue();
      await waitFor('the handler to start', () => started);
      assert.equal((await queue.get(id))?.state, 'running');
      assert.equal(await queue.cancel(id), 'cancelling');
      assert.equal(await run, 0);
      assert.ok(reason instanceof JobAbortError && reason.reason === 'cancelled', String(reason));
      const info = await queue.get(id);
      assert.equal(info?.state, 'cancelled');
      assert.equal(info?.attempts, 1);
      assert.equal(await queue.runDue(), 0);
    });

    test('a timeout fires the signal; the attempt counts as failed', async () => {
      const kind = testKind({ timeoutMs: 100, maxAttempts: 1 });
      const queue = queues.make(store);
      let reason: unknown = null;
      queue.register(kind, async (_payload, ctx) => {
        await untilAborted(ctx.signal).catch((error: unknown) => {
          reason = error;
          throw error;
        });
      });
      const id = await queue.enqueue(kind, { n: 1 });
      await queue.runDue();
      assert.ok(reason instanceof JobAbortError && reason.reason === 'timeout');
      assert.equal((await queue.get(id))?.state, 'failed');
      assert.match((await queue.get(id))?.lastError ?? '', /^timed out after 100 ms/);
    });

    test('dedupe: a second request while the first waits is the same job, run once', async () => {
      const kind = testKind();
      const queue = queues.make(store);
      const ran: number[] = [];
      queue.register(kind, async (payload) => void ran.push(payload.n));
      const first = await queue.enqueue(kind, { n: 1 }, { dedupeKey: 'repo_1' });
      assert.equal(await queue.enqueue(kind, { n: 2 }, { dedupeKey: 'repo_1' }), first);
      const other = await queue.enqueue(kind, { n: 3 }, { dedupeKey: 'repo_2' });
      assert.notEqual(other, first);
      assert.equal(await queue.runDue(), 2);
      assert.deepEqual(ran.sort(), [1, 3]);
    });

    test('a started queue runs a job soon after a local enqueue, long before its next poll', async () => {
      const kind = testKind();
      const queue = queues.make(store);
      const ranAt: number[] = [];
      queue.register(kind, async () => void ranAt.push(Date.now()));
      queue.start(60_000);
      const t0 = Date.now();
      const id = await queue.enqueue(kind, { n: 1 });
      await waitFor('the job to run', () => ranAt.length === 1, 5000);
      const delayed = await queue.enqueue(kind, { n: 2 }, { delayMs: 300 });
      await waitFor('the delayed job to run', () => ranAt.length === 2, 5000);
      assert.ok(ranAt[1]! - ranAt[0]! >= 290, `delayed job ran ${ranAt[1]! - ranAt[0]!} ms after the first`);
      await waitFor('both to be recorded', async () => (await queue.get(delayed))?.state === 'succeeded');
      assert.equal((await queue.get(id))?.state, 'succeeded');
      assert.ok(ranAt[0]! - t0 < 5000);
      await queue.stop();
    });

    test('progress reported by a handler is visible while it runs', async () => {
      const kind = testKind({ leaseMs: 300 });
      const queue = queues.make(store);
      let release = false;
      queue.register(kind, async (_payload, ctx) => {
        ctx.progress(5, 10);
        await waitFor('the test to look', () => release);
      });
      const id = await queue.enqueue(kind, { n: 1 });
      const run = queue.runDue();
      await waitFor('progress in the job row', async () => (await queue.get(id))?.progress?.done === 5);
      assert.deepEqual((await queue.get(id))?.progress, { done: 5, total: 10 });
      release = true;
      assert.equal(await run, 1);
    });

    test('runDue runs every due job when a slot frees while a claim pass is under way', async () => {
      // Two kinds, one slot each. The second pass looks at `slow` first (full), then claims `quick`; the `slow`
      // job ends while that claim is in flight, so the pass saw no room for the second `slow` job.
      const quick = testKind();
      const slow = testKind({ concurrency: 1 });
      let slowEnded!: () => void;
      const slowDone = new Promise<void>((resolve) => (slowEnded = resolve));
      let quickClaims = 0;
      const jobs = store.jobs;
      const claim = jobs.claim.bind(jobs);
      const held: Store = Object.create(store, {
        jobs: {
          value: Object.assign(Object.create(jobs), {
            claim: async (options: Parameters<typeof claim>[0]) => {
              if (options.kind === quick.name && ++quickClaims === 2) {
                await slowDone;
                await new Promise((resolve) => setTimeout(resolve, 50)); // its outcome recorded
              }
              return claim(options);
            },
          }),
        },
      });
      const queue = queues.make(held, { maxConcurrent: 2 });
      queue.register(quick, async () => {});
      queue.register(slow, async () => {
        await new Promise((resolve) => setTimeout(resolve, 100));
        slowEnded();
      });
      const ids = [await queue.enqueue(quick, { n: 1 }), await queue.enqueue(slow, { n: 1 }), await queue.enqueue(slow, { n: 2 })];
      assert.equal(await queue.runDue(), 3);
      for (const id of ids) assert.equal((await queue.get(id))?.state, 'succeeded');
    });

    test('jobs of a kind this node has no handler for are left for another node; registering a kind again replaces its handler', async () => {
      const kind = testKind();
      const unknown = testKind();
      const queue = queues.make(store);
      const ran: string[] = [];
      queue.register(kind, async () => void ran.push('old'));
      const id = await queue.enqueue(unknown, { n: 1 });
      assert.equal(await queue.runDue(), 0);
      assert.equal((await queue.get(id))?.state, 'queued');
      assert.throws(() => queue.register(testKind({}, kind.name), async () => {}), /another job kind is already registered as/);
      queue.register(kind, async () => void ran.push('new'));
      await queue.enqueue(kind, { n: 1 });
      assert.equal(await queue.runDue(), 1);
      assert.deepEqual(ran, ['new']);
    });

    test('finished jobs stay visible for the retention period, then are swept', async () => {
      const clock = new ManualClock(Date.parse('2026-05-04T00:00:00Z'));
      const kind = testKind();
      const queue = queues.make(store, { clock, retainFinishedMs: 3600_000 });
      queue.register(kind, async () => {});
      const id = await queue.enqueue(kind, { n: 1 });
      await queue.runDue();
      clock.advance(3000_000);
      await queue.runDue();
      assert.equal((await queue.get(id))?.state, 'succeeded', 'still within the retention period');
      clock.advance(700_000);
      await queue.runDue();
      assert.equal(await queue.get(id), null);
    });

    test('stop: a handler that finishes within the grace period completes; one that does not is aborted and handed back', async () => {
      const kind = testKind({ maxAttempts: 1, concurrency: 2 });
      const first = queues.make(store);
      const quick: string[] = [];
      let slowStarted = false;
      first.register(kind, async (payload, ctx) => {
        if (payload.n === 1) {
          await sleepUnlessAborted(150, ctx.signal);
          quick.push(ctx.jobId);
          return;
        }
        slowStarted = true;
        await untilAborted(ctx.signal);
      });
      const quickId = await first.enqueue(kind, { n: 1 });
      const slowId = await first.enqueue(kind, { n: 2 });
      first.start(20);
      await waitFor('both to run', async () => slowStarted && (await first.get(quickId))?.state === 'running');
      await first.stop({ graceMs: 400 });
      assert.deepEqual(quick, [quickId]);
      assert.equal((await first.get(quickId))?.state, 'succeeded');
      const handedBack = await first.get(slowId);
      assert.equal(handedBack?.state, 'queued');
      assert.equal(handedBack?.attempts, 0, 'the interrupted attempt is not counted (maxAttempts is 1)');
      assert.equal(handedBack?.lastError, 'interrupted by a shutdown');
      assert.equal(await first.runDue(), 0, 'a stopped queue claims nothing');
      const second = queues.make(store);
      second.register(kind, async () => {});
      assert.equal(await second.runDue(), 1);
      assert.equal((await second.get(slowId))?.state, 'succeeded');
    });
  });
}
