import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { after, before, describe, test } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { JobAbortError } from '../../src/services/jobs/index.js';
import type { Store } from '../../src/store/index.js';
import { queueFactory, sleepUnlessAborted, testKind, untilAborted, waitFor } from '../helpers/jobs.js';
import { storeTargets } from '../helpers/stores.js';

const NODE_SCRIPT = fileURLToPath(new URL('../helpers/job-node.ts', import.meta.url));

/** Records the most jobs that ran at once, in all and per key. */
function concurrencyMeter() {
  const now = new Map<string, number>();
  const peak = new Map<string, number>();
  let total = 0;
  let peakTotal = 0;
  return {
    peak,
    get peakTotal() {
      return peakTotal;
    },
    async during(key: string, work: () => Promise<void>): Promise<void> {
      now.set(key, (now.get(key) ?? 0) + 1);
      peak.set(key, Math.max(peak.get(key) ?? 0, now.get(key)!));
      peakTotal = Math.max(peakTotal, ++total);
      try {
        await work();
      } finally {
        now.set(key, now.get(key)! - 1);
        total--;
      }
    },
  };
}

/** Several queue nodes on one database: each its own connection (pool), as in a cluster. */
for (const target of await storeTargets()) {
  describe(`job queue, several nodes: ${target.name}`, { skip: target.skip }, () => {
    const stores: Store[] = [];
    const queues = queueFactory();
    before(async () => {
      for (let i = 0; i < 4; i++) stores.push(await target.open());
    });
    after(async () => {
      await queues.stopAll();
      await target.cleanup();
    });

    test('lease renewal keeps a job that outlives several lease periods on one node, with another node polling', async () => {
      // (a lease of 2.4 s is renewed every 0.8 s: the handler is only stopped when the event loop stalls for 2 s)
      const kind = testKind({ leaseMs: 2400 });
      const runs: string[] = [];
      let aborted: unknown = null;
      const nodes = [queues.make(stores[0]!, { nodeId: 'a' }), queues.make(stores[1]!, { nodeId: 'b' })];
      for (const node of nodes) {
        node.register(kind, async (_payload, ctx) => {
          runs.push(`${node.nodeId} attempt ${ctx.attempt}`);
          await sleepUnlessAborted(6000, ctx.signal).catch((error: unknown) => {
            aborted = error;
            throw error;
          });
        });
      }
      const id = await nodes[0]!.enqueue(kind, { n: 1 });
      for (const node of nodes) node.start(25);
      const leases = new Set<string>();
      await waitFor('the job to finish', async () => {
        const info = await nodes[1]!.get(id);
        if (info?.leaseExpiresAt) leases.add(info.leaseExpiresAt);
        return info?.state === 'succeeded';
      }, 30_000);
      assert.equal(aborted, null);
      assert.equal(runs.length, 1, runs.join(', '));
      assert.match(runs[0]!, /attempt 1$/);
      assert.equal((await nodes[0]!.get(id))?.attempts, 1);
      assert.ok(leases.size >= 3, `the lease was renewed while it ran (${leases.size} expiry times seen)`);
    });

    test('a node that dies (killed, no more renewals) leaves its job to another node once the lease ran out', async () => {
      const leaseMs = 1500;
      const kind = testKind({ leaseMs });
      const survivor = queues.make(stores[0]!, { nodeId: 'survivor' });
      const id = await survivor.enqueue(kind, { n: 1 });
      const { dataDir, databaseUrl, databaseSchema } = target.connection;
      const child = spawn(process.execPath, ['--import', 'tsx', NODE_SCRIPT], {
        env: {
          ...process.env, JOB_KIND: kind.name, JOB_NODE_LEASE_MS: String(leaseMs), JOB_NODE_DATA_DIR: dataDir,
          JOB_NODE_DATABASE_URL: databaseUrl ?? '', JOB_NODE_DATABASE_SCHEMA: databaseSchema ?? '',
        },
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      let output = '';
      child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
      try {
        await waitFor('the other process to start the job', () => output.includes(`started ${id} 1`), 60_000);
        assert.match((await survivor.get(id))?.lockedBy ?? '', /^doomed-node#/);
      } finally {
        child.kill('SIGKILL');
        await once(child, 'exit');
      }
      const expiry = Date.parse((await survivor.get(id))!.leaseExpiresAt!);
      const takeovers: Array<{ at: number; attempt: number }> = [];
      survivor.register(kind, async (_payload, ctx) => void takeovers.push({ at: Date.now(), attempt: ctx.attempt }));
      survivor.start(25);
      await waitFor('the survivor to finish the job', async () => (await survivor.get(id))?.state === 'succeeded', 20_000);
      assert.equal(takeovers.length, 1);
      assert.equal(takeovers[0]!.attempt, 2);
      assert.ok(takeovers[0]!.at >= expiry, `taken over ${expiry - takeovers[0]!.at} ms before the lease ran out`);
    });

    test('a node whose lease was taken over is told to stop at its next renewal, and records nothing', async () => {
      const kind = testKind({ leaseMs: 600 });
      const node = queues.make(stores[0]!);
      let reason: unknown = null;
      let started = false;
      node.register(kind, async (_payload, ctx) => {
        started = true;
        await untilAborted(ctx.signal).catch((error: unknown) => {
          reason = error;
          throw error;
        });
      });
      const id = await node.enqueue(kind, { n: 1 });
      const run = node.runDue();
      await waitFor('the handler to start', () => started);
      // another node whose clock runs a minute ahead sees the lease as run out and takes the job
      const taken = await stores[1]!.jobs.claim({ kind: kind.name, now: Date.now() + 60_000, leaseMs: 60_000, limit: 1, leaseToken: 'ahead#1' });
      assert.deepEqual(taken.map((j) => j.id), [id]);
      assert.equal(await run, 0);
      assert.ok(reason instanceof JobAbortError && reason.reason === 'lease-lost', String(reason));
      const info = await node.get(id);
      assert.equal(info?.state, 'running');
      assert.equal(info?.lockedBy, 'ahead#1');
      assert.equal(info?.attempts, 2);
      assert.ok(queues.logs.some((line) => line.includes(`${id}: lease lost`)));
    });

    test('a node that cannot reach the database stops its handler before the lease runs out', async () => {
      const leaseMs = 3000; // the handler is stopped leaseMs/6 before the lease runs out: room for a slow timer
      const kind = testKind({ leaseMs });
      const cutOff = await target.open();
      const node = queues.make(cutOff);
      let abortedAt = 0;
      let reason: unknown = null;
      node.register(kind, async (_payload, ctx) => {
        await untilAborted(ctx.signal).catch((error: unknown) => {
          abortedAt = Date.now();
          reason = error;
          throw error;
        });
      });
      const id = await node.enqueue(kind, { n: 1 });
      const run = node.runDue().catch(() => 0); // its next claim fails too: the database is gone
      await waitFor('the job to run', async () => (await stores[0]!.jobs.get(id))?.state === 'running');
      await cutOff.close();
      const expiry = Date.parse((await stores[0]!.jobs.get(id))!.leaseExpiresAt!);
      await run;
      assert.ok(reason instanceof JobAbortError && reason.reason === 'lease-lost', String(reason));
      assert.ok(abortedAt < expiry, `aborted ${abortedAt - expiry} ms after the lease ran out`);
      const rescuer = queues.make(stores[0]!);
      rescuer.register(kind, async () => {});
      await waitFor('another node to run it', async () => (await rescuer.runDue()) === 1, 10_000);
      assert.equal((await rescuer.get(id))?.attempts, 2);
    });

    test('a cancel asked on another node reaches the running handler at its next renewal', async () => {
      const kind = testKind({ leaseMs: 600 });
      const runner = queues.make(stores[0]!);
      const other = queues.make(stores[1]!);
      let reason: unknown = null;
      let started = false;
      runner.register(kind, async (_payload, ctx) => {
        started = true;
        await untilAborted(ctx.signal).catch((error: unknown) => {
          reason = error;
          throw error;
        });
      });
      const id = await other.enqueue(kind, { n: 1 });
      const run = runner.runDue();
      await waitFor('the handler to start', () => started);
      const askedAt = Date.now();
      assert.equal(await other.cancel(id), 'cancelling');
      assert.equal(await run, 0);
      const took = Date.now() - askedAt;
      assert.ok(reason instanceof JobAbortError && reason.reason === 'cancelled');
      assert.ok(took < 3000, `the cancel took ${took} ms to arrive (renewal every 200 ms)`);
      assert.equal((await other.get(id))?.state, 'cancelled');
    });

    test('per-kind concurrency holds on every node; the global cap holds across kinds', async () => {
      const kind = testKind({ concurrency: 2 });
      const meter = concurrencyMeter();
      const nodes = [queues.make(stores[0]!, { nodeId: 'p', maxConcurrent: 10 }), queues.make(stores[1]!, { nodeId: 'q', maxConcurrent: 10 })];
      const ran: string[] = [];
      for (const node of nodes) {
        node.register(kind, (_payload, ctx) => meter.during(node.nodeId, async () => {
          ran.push(ctx.jobId);
          await sleep(150);
        }));
      }
      for (let n = 0; n < 10; n++) await nodes[0]!.enqueue(kind, { n });
      const done = await Promise.all(nodes.map((node) => node.runDue()));
      assert.equal(done[0]! + done[1]!, 10);
      assert.equal(new Set(ran).size, 10);
      assert.ok(meter.peak.get('p')! <= 2 && meter.peak.get('q')! <= 2, JSON.stringify([...meter.peak]));
      assert.ok(meter.peakTotal >= 2, 'jobs did run side by side');

      const capped = queues.make(stores[2]!, { maxConcurrent: 4 });
      const wide = [testKind({ concurrency: 3 }), testKind({ concurrency: 3 })];
      const capMeter = concurrencyMeter();
      for (const k of wide) capped.register(k, () => capMeter.during(k.name, () => sleep(200)));
      const ids: string[] = [];
      for (const k of wide) for (let n = 0; n < 6; n++) ids.push(await capped.enqueue(k, { n }));
      const succeeded = await capped.runDue();
      if (succeeded !== 12) {
        const states = await Promise.all(ids.map(async (id) => JSON.stringify(await stores[2]!.jobs.get(id))));
        assert.fail(`${succeeded} of 12 succeeded\njobs:\n${states.join('\n')}\nlog:\n${queues.logs.join('\n')}`);
      }
      assert.equal(capMeter.peakTotal, 4, 'the global cap is reached and held');
      for (const k of wide) assert.ok(capMeter.peak.get(k.name)! <= 3);
    });

    test('contention: 400 jobs, 4 nodes claiming at once: every job runs exactly once', async () => {
      const kind = testKind({ concurrency: 8 });
      const nodes = stores.map((store, i) => queues.make(store, { nodeId: `c${i}`, maxConcurrent: 8 }));
      const runsOf = new Map<string, string[]>();
      for (const node of nodes) {
        node.register(kind, async (_payload, ctx) => {
          runsOf.set(ctx.jobId, [...(runsOf.get(ctx.jobId) ?? []), node.nodeId]);
          await new Promise((resolve) => setImmediate(resolve));
        });
      }
      const ids: string[] = [];
      for (let n = 0; n < 400; n++) ids.push(await nodes[n % 4]!.enqueue(kind, { n }));
      const started = performance.now();
      const done = await Promise.all(nodes.map((node) => node.runDue()));
      const ms = performance.now() - started;
      assert.equal(done.reduce((a, b) => a + b, 0), 400);
      for (const id of ids) assert.equal(runsOf.get(id)?.length, 1, `${id} ran ${runsOf.get(id)?.length ?? 0} times`);
      assert.equal(await stores[0]!.jobs.pending(kind.name), 0);
      const busy = done.filter((n) => n > 0).length;
      console.log(`${target.name}: 400 jobs on 4 nodes in ${ms.toFixed(0)} ms; per node ${done.join('/')}`);
      assert.ok(busy >= 2, `work was shared (${done.join('/')})`);
    });
  });
}
