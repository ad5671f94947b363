/**
 * A job queue node in a process of its own, for tests that kill it. It runs jobs of the kind named in
 * JOB_KIND (payload {n}), prints `started <jobId> <attempt>` when one starts, and never finishes it.
 */
import { openStore } from '../../src/store/index.js';
import { JobQueue } from '../../src/services/jobs/index.js';
import { testKind } from './jobs.js';

const env = (name: string): string => {
  const value = process.env[name];
  if (value === undefined) throw new Error(`${name} is required`);
  return value;
};

const store = await openStore({
  dataDir: env('JOB_NODE_DATA_DIR'),
  databaseUrl: process.env.JOB_NODE_DATABASE_URL || null,
  databaseSchema: process.env.JOB_NODE_DATABASE_SCHEMA || null,
});
const kind = testKind({ leaseMs: Number(env('JOB_NODE_LEASE_MS')) }, env('JOB_KIND'));
const queue = new JobQueue(store, { nodeId: 'doomed-node' });
queue.register(kind, async (_payload, ctx) => {
  process.stdout.write(`started ${ctx.jobId} ${ctx.attempt}\n`);
  await new Promise(() => {});
});
queue.start(20);
setInterval(() => {}, 60_000); // stay up until killed
