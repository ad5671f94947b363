/** Durable job kinds of fork networks (kept apart so the repository service can name them without a cycle). */

/** `{networkId, reason}`: orphan-object sweep of a pool; removes the pool once it has no members. */
export const FORK_SWEEP_JOB = 'fork.sweep';
/** `{repoId, networkId, files}`: a member drops its own links to objects already moved into the pool. */
export const FORK_RELEASE_JOB = 'fork.release';
/** `{repoId}`: records a big instant fork's reachable-object count (blob_materialization `queued`). */
export const FORK_MATERIALIZE_JOB = 'fork.materialize';
