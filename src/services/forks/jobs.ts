/** Durable job kinds of fork networks (kept apart so the repository service can name them without a cycle). */
import { Type } from 'typebox';
import { defineJob } from '../jobs/index.js';

/** Orphan-object sweep of a pool; removes the pool once it has no members. One per node at a time (heavy git work). */
export const FORK_SWEEP_JOB = defineJob('fork.sweep', {
  payload: Type.Object({
    networkId: Type.String(),
    reason: Type.Union([Type.Literal('created'), Type.Literal('periodic'), Type.Literal('member-deleted')]),
  }),
  concurrency: 1,
  leaseMs: 60_000,
});
/** A member drops its own links to objects already moved into the pool. */
export const FORK_RELEASE_JOB = defineJob('fork.release', {
  payload: Type.Object({ repoId: Type.String(), networkId: Type.String(), files: Type.Array(Type.String()) }),
  concurrency: 2,
  leaseMs: 60_000,
});
/** Records a big instant fork's reachable-object count (blob_materialization `queued`). */
export const FORK_MATERIALIZE_JOB = defineJob('fork.materialize', {
  payload: Type.Object({ repoId: Type.String() }),
  concurrency: 1,
  leaseMs: 60_000,
});
