import { conflict } from '../../domain/errors.js';
import type { Repo } from '../../domain/types.js';
import type { EventBus } from '../../events/bus.js';
import { RefConflictError, RefLockedError, updateRef } from '../../git/refs/index.js';
import type { Clock } from '../../infra/clock.js';

export interface RefMove {
  repo: Repo;
  dir: string;
  ref: string;
  /** null deletes the ref. */
  newSha: string | null;
  /** undefined: no check; null: the ref must not exist; sha: the ref must be exactly this. */
  expected: string | null | undefined;
  /** false inside a session: the session's flush makes the ref durable. */
  fsync?: boolean;
}

/**
 * Moves a ref with git's own lock protocol (compare-and-swap), then announces it. Used by commits, branch
 * and ref endpoints and merges alike, so none of them can lose another's update or a concurrent push.
 * Returns the previous value. A mismatch is a 409 that names the current value.
 */
export async function moveRef(events: EventBus, clock: Clock, move: RefMove): Promise<string | null> {
  let old: string | null;
  try {
    ({ old } = await updateRef(move.dir, move.ref, move.newSha, move.expected, { fsync: move.fsync ?? true }));
  } catch (error) {
    if (error instanceof RefConflictError) {
      throw conflict(`${move.ref} is at ${error.actual ?? 'nothing'}, not ${error.expected ?? 'absent'}`, { current_sha: error.actual });
    }
    if (error instanceof RefLockedError) throw conflict(`${move.ref} is being updated concurrently; retry`);
    throw error;
  }
  events.publish({
    type: 'ref.updated',
    orgId: move.repo.orgId,
    repoId: move.repo.id,
    ref: move.ref,
    oldSha: old,
    newSha: move.newSha,
    source: 'api',
    at: clock.now(),
  });
  return old;
}
