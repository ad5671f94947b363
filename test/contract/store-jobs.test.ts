import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { newId } from '../../src/lib/ids.js';
import type { NewJob, Store } from '../../src/store/index.js';
import { storeTargets } from '../helpers/stores.js';

/** The job table's behaviour as the queue relies on it, on every database. Times are fake epoch ms. */
for (const target of await storeTargets()) {
  describe(`job store contract: ${target.name}`, { skip: target.skip }, () => {
    let store: Store;
    before(async () => {
      store = await target.open();
    });
    after(() => target.cleanup());

    let kindSeq = 0;
    /** A kind of its own per test, so tests never see each other's jobs. */
    const freshKind = () => `test.k${kindSeq++}`;
    const job = (kind: string, runAfter: number, extra: Partial<NewJob> = {}): NewJob => ({
      id: newId('job'), kind, payload: JSON.stringify({ at: runAfter }), runAfter, createdAt: new Date(0).toISOString(), ...extra,
    });
    const claim = (kind: string, now: number, leaseToken = 'node-a#1', limit = 10, leaseMs = 100) =>
      store.jobs.claim({ kind, now, leaseMs, limit, leaseToken });

    test('a queued job is stored as queued, with its payload and no attempts', async () => {
      const kind = freshKind();
      const queued = job(kind, 1000, { dedupeKey: 'repo_1' });
      assert.deepEqual(await store.jobs.enqueue(queued), { id: queued.id, created: true });
      const record = await store.jobs.get(queued.id);
      assert.deepEqual(record, {
        id: queued.id, kind, state: 'queued', payload: { at: 1000 }, attempts: 0, lastError: null, dedupeKey: 'repo_1',
        cancelRequested: false, createdAt: queued.createdAt, runAfter: new Date(1000).toISOString(), startedAt: null,
        finishedAt: null, lockedBy: null, leaseExpiresAt: null, progress: null,
      });
      assert.equal(await store.jobs.get('job_missing'), undefined);
      assert.equal(await store.jobs.pending(kind), 1);
    });

    test('claims take due jobs of one kind, oldest first, up to the limit, each under a lease', async () => {
      const kind = freshKind();
      const other = freshKind();
      const late = job(kind, 3000);
      const early = job(kind, 1000);
      const middle = job(kind, 2000);
      const future = job(kind, 9000);
      for (const j of [late, early, middle, future, job(other, 1000)]) await store.jobs.enqueue(j);
      const first = await claim(kind, 5000, 'node-a#1', 2);
      assert.deepEqual(first.map((j) => j.id), [early.id, middle.id]);
      assert.deepEqual(first[0], { id: early.id, kind, payload: JSON.stringify({ at: 1000 }), attempt: 1, leaseToken: 'node-a#1' });
      const record = await store.jobs.get(early.id);
      assert.equal(record?.state, 'running');
      assert.equal(record?.startedAt, new Date(5000).toISOString());
      assert.equal(record?.leaseExpiresAt, new Date(5100).toISOString());
      assert.equal(record?.lockedBy, 'node-a#1');
      assert.deepEqual((await claim(kind, 5000, 'node-b#1')).map((j) => j.id), [late.id], 'leased jobs are not handed out twice');
      assert.deepEqual(await claim(kind, 5000, 'node-b#2'), [], 'the future job is not due');
      assert.equal(await store.jobs.pending(kind), 4);
    });

    test('concurrent claimers take disjoint jobs and together take every due job', async () => {
      const kind = freshKind();
      const ids = new Set<string>();
      for (let i = 0; i < 60; i++) {
        const j = job(kind, 1000 + i);
        ids.add(j.id);
        await store.jobs.enqueue(j);
      }
      const stores = [store, await target.open(), await target.open()];
      const claims = await Promise.all(Array.from({ length: 12 }, (_, i) => stores[i % 3]!.jobs.claim({ kind, now: 5000, leaseMs: 100, limit: 7, leaseToken: `n${i}` })));
      const claimed = claims.flat().map((j) => j.id);
      assert.equal(new Set(claimed).size, claimed.length, 'no job claimed twice');
      assert.equal(claimed.length, 60);
      assert.deepEqual(new Set(claimed), ids);
    });

    test('an expired lease is claimable again; the old holder can then neither renew nor record an outcome', async () => {
      const kind = freshKind();
      const j = job(kind, 1000);
      await store.jobs.enqueue(j);
      await claim(kind, 2000, 'node-a#1');
      assert.equal(await store.jobs.renew(j.id, 'node-a#1', 2150), 'held', 'renewal moves the lease to 2150');
      assert.deepEqual(await claim(kind, 2120, 'node-b#1'), [], 'renewed lease still holds at 2120');
      const again = await claim(kind, 2150, 'node-b#1');
      assert.deepEqual(again.map((c) => [c.id, c.attempt]), [[j.id, 2]], 'after the lease: attempt 2 to the new holder');
      assert.equal(await store.jobs.renew(j.id, 'node-a#1', 3000), 'lost');
      assert.equal(await store.jobs.finish(j.id, 'node-a#1', { state: 'succeeded', now: 2200 }), false);
      assert.equal(await store.jobs.requeue(j.id, 'node-a#1', { runAfter: 2200, now: 2200, error: 'late' }), 'lost');
      assert.equal(await store.jobs.finish(j.id, 'node-b#1', { state: 'succeeded', now: 2300 }), true);
      const record = await store.jobs.get(j.id);
      assert.equal(record?.state, 'succeeded');
      assert.equal(record?.finishedAt, new Date(2300).toISOString());
      assert.equal(record?.attempts, 2);
      assert.equal(record?.lockedBy, null);
      assert.deepEqual(await claim(kind, 99_999, 'node-c#1'), [], 'finished jobs are never claimed');
      assert.equal(await store.jobs.pending(kind), 0);
    });

    test('requeue: due again later with the error kept; a refunded attempt is not counted; progress is recorded', async () => {
      const kind = freshKind();
      const j = job(kind, 1000);
      await store.jobs.enqueue(j);
      await claim(kind, 1000, 't1');
      assert.equal(await store.jobs.renew(j.id, 't1', 1100, { done: 3, total: 10 }), 'held');
      assert.deepEqual((await store.jobs.get(j.id))?.progress, { done: 3, total: 10 });
      assert.equal(await store.jobs.requeue(j.id, 't1', { runAfter: 4000, now: 1050, error: 'boom' }), 'queued');
      const waiting = await store.jobs.get(j.id);
      assert.equal(waiting?.state, 'queued');
      assert.equal(waiting?.lastError, 'boom');
      assert.equal(waiting?.attempts, 1);
      assert.deepEqual(await claim(kind, 3999, 't2'), [], 'not before runAfter');
      assert.deepEqual((await claim(kind, 4000, 't2')).map((c) => c.attempt), [2]);
      assert.equal(await store.jobs.requeue(j.id, 't2', { runAfter: 4000, now: 4000, error: null, refundAttempt: true }), 'queued');
      const refunded = await store.jobs.get(j.id);
      assert.equal(refunded?.attempts, 1, 'the interrupted attempt was given back');
      assert.equal(refunded?.lastError, 'boom', 'a requeue without an error keeps the last one');
      assert.deepEqual((await claim(kind, 4000, 't3')).map((c) => c.attempt), [2]);
      assert.equal((await store.jobs.get(j.id))?.progress, null, 'a new attempt starts without progress');
    });

    test('cancel: a queued job at once; a running one is asked, sees it at renewal, and ends cancelled', async () => {
      const kind = freshKind();
      const queued = job(kind, 1000);
      const running = job(kind, 1000);
      await store.jobs.enqueue(queued);
      await store.jobs.enqueue(running);
      const [taken] = await claim(kind, 1000, 't1', 1);
      assert.equal(taken?.id, queued.id);
      // `queued` is now running and `running` is still queued: cancel both ways round
      assert.equal(await store.jobs.cancel(running.id, 1010), 'cancelled');
      assert.equal((await store.jobs.get(running.id))?.state, 'cancelled');
      assert.equal((await store.jobs.get(running.id))?.finishedAt, new Date(1010).toISOString());
      assert.deepEqual(await claim(kind, 1050, 't9'), [], 'a cancelled job is never claimed (and the other one is leased)');
      assert.equal(await store.jobs.cancel(queued.id, 1020), 'cancelling');
      assert.equal((await store.jobs.get(queued.id))?.cancelRequested, true);
      assert.equal(await store.jobs.renew(queued.id, 't1', 1200), 'cancel-requested');
      assert.equal(await store.jobs.requeue(queued.id, 't1', { runAfter: 1300, now: 1300, error: 'aborted' }), 'cancelled', 'a retry after a cancel request becomes the cancel');
      assert.equal((await store.jobs.get(queued.id))?.state, 'cancelled');
      assert.equal(await store.jobs.cancel(queued.id, 1400), 'finished');
      assert.equal(await store.jobs.cancel('job_missing', 1400), 'not-found');
    });

    test('a running job whose cancel was asked is not reclaimed after its holder died; the sweep marks it cancelled', async () => {
      const kind = freshKind();
      const j = job(kind, 1000);
      await store.jobs.enqueue(j);
      await claim(kind, 1000, 'dead#1');
      assert.equal(await store.jobs.cancel(j.id, 1010), 'cancelling');
      assert.deepEqual(await claim(kind, 5000, 'alive#1'), [], 'the lease ran out but the job is not run again');
      assert.deepEqual(await store.jobs.sweep(1050, 0), { cancelled: 0, deleted: 0 }, 'lease still held at 1050');
      assert.deepEqual(await store.jobs.sweep(5000, 0), { cancelled: 1, deleted: 0 });
      assert.equal((await store.jobs.get(j.id))?.state, 'cancelled');
    });

    test('the sweep deletes finished jobs older than the cutoff and nothing else', async () => {
      const kind = freshKind();
      const old = job(kind, 1000);
      const recent = job(kind, 1000);
      const waiting = job(kind, 1000);
      for (const j of [old, recent, waiting]) await store.jobs.enqueue(j);
      const claimed = await claim(kind, 1000, 't1', 2);
      await store.jobs.finish(claimed[0]!.id, 't1', { state: 'failed', now: 2000, error: 'x' });
      await store.jobs.finish(claimed[1]!.id, 't1', { state: 'succeeded', now: 8000 });
      const { deleted } = await store.jobs.sweep(9000, 5000);
      assert.ok(deleted >= 1);
      assert.equal(await store.jobs.get(claimed[0]!.id), undefined);
      assert.equal((await store.jobs.get(claimed[1]!.id))?.state, 'succeeded');
      assert.equal((await store.jobs.get(waiting.id))?.state, 'queued');
    });

    test('dedupe: one waiting job per kind and key; a started job no longer absorbs new ones', async () => {
      const kind = freshKind();
      const first = job(kind, 1000, { dedupeKey: 'repo_1' });
      assert.deepEqual(await store.jobs.enqueue(first), { id: first.id, created: true });
      const twins = await Promise.all([1, 2, 3].map(() => store.jobs.enqueue(job(kind, 1000, { dedupeKey: 'repo_1' }))));
      assert.deepEqual(twins, [1, 2, 3].map(() => ({ id: first.id, created: false })));
      const otherKey = job(kind, 1000, { dedupeKey: 'repo_2' });
      assert.equal((await store.jobs.enqueue(otherKey)).created, true);
      const otherKind = job(freshKind(), 1000, { dedupeKey: 'repo_1' });
      assert.equal((await store.jobs.enqueue(otherKind)).created, true, 'keys are per kind');
      assert.equal(await store.jobs.pending(kind), 2);
      await claim(kind, 1000, 't1');
      const after = job(kind, 1000, { dedupeKey: 'repo_1' });
      assert.deepEqual(await store.jobs.enqueue(after), { id: after.id, created: true }, 'the first one started: a new one is queued');
      await store.jobs.requeue(first.id, 't1', { runAfter: 2000, now: 1000, error: 'boom' });
      assert.equal((await store.jobs.get(first.id))?.state, 'queued', 'a retry waits beside the new job without a conflict');
      await store.jobs.cancel(after.id, 1100);
      const third = job(kind, 1000, { dedupeKey: 'repo_1' });
      assert.equal((await store.jobs.enqueue(third)).created, true, 'a cancelled job frees its key');
    });
  });
}
