/**
 * git-compatible lock files: `<file>.lock` created with O_EXCL. git uses the same convention, so
 * holding the lock excludes git's own writers (update-ref, receive-pack, pack-refs) and vice versa.
 */
import { mkdir, open, type FileHandle } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { errCode } from '../fsutil.js';
import { discardOwnedLock, forgetLockRecord, linkOwnedLock, prepareOwnedLock, reclaimStaleLock } from './lock-owner.js';

/** The lock stayed taken for the whole retry window. */
export class LockBusyError extends Error {
  constructor(readonly lockPath: string) {
    super(`unable to lock ${lockPath}: file exists`);
    this.name = 'LockBusyError';
  }
}

export interface LockOptions {
  /** Total time to keep retrying while the lock exists (git's core.filesRefLockTimeout is 100 ms). */
  timeoutMs?: number;
  /** Create missing parent directories (for refs in new namespaces). */
  mkdirs?: boolean;
  /**
   * The repository the lock belongs to: the lock's holder is recorded there (lock-owner.ts), and a lock still
   * taken after the retry window is checked for a dead holder and cleared if it has one.
   */
  repoPath?: string;
}

/** Records of the locks this process holds, by handle: dropped when the lock is released. */
const records = new WeakMap<FileHandle, string>();

/**
 * Open `lockPath` exclusively. EEXIST → retry with a short jittered backoff, then LockBusyError.
 * Other errors (ENOTDIR for a D/F conflict, ENOENT without mkdirs) propagate.
 * With `repoPath`, the lock carries an owner record (call releaseLockRecord once the lock file is gone).
 */
export async function acquireLockFile(lockPath: string, opts: LockOptions = {}): Promise<FileHandle> {
  if (opts.repoPath === undefined) return retrying(lockPath, opts, () => open(lockPath, 'wx', 0o644));
  const repoPath = opts.repoPath;
  const candidate = await prepareOwnedLock(repoPath, lockPath);
  try {
    await retrying(lockPath, opts, async () => linkOwnedLock(candidate, lockPath), () => reclaimStaleLock(repoPath, lockPath));
  } catch (err) {
    await discardOwnedLock(candidate);
    throw err;
  }
  records.set(candidate.fh, candidate.record);
  return candidate.fh;
}

/** After the lock file was renamed into place or removed: its owner record goes too. */
export function releaseLockRecord(fh: FileHandle): void {
  const record = records.get(fh);
  if (record === undefined) return;
  records.delete(fh);
  forgetLockRecord(record);
}

/**
 * Runs `attempt` until it succeeds. EEXIST → retry with a short jittered backoff until the timeout; then, once
 * per acquisition, `reclaim` may clear a dead holder's lock and the retry window starts again.
 */
async function retrying<T>(lockPath: string, opts: LockOptions, attempt: () => Promise<T>, reclaim?: () => Promise<boolean>): Promise<T> {
  let deadline = Date.now() + (opts.timeoutMs ?? 100);
  let delay = 1;
  let mkdirAttempts = 0;
  let reclaimed = false;
  for (;;) {
    try {
      return await attempt();
    } catch (err) {
      const code = errCode(err);
      if (code === 'EEXIST') {
        const wait = delay * (0.5 + Math.random());
        if (Date.now() + wait > deadline) {
          if (!reclaim || reclaimed || !(await reclaim())) throw new LockBusyError(lockPath);
          reclaimed = true;
          deadline = Date.now() + (opts.timeoutMs ?? 100);
          continue;
        }
        await sleep(wait);
        delay = Math.min(delay * 2, 16);
        continue;
      }
      // a concurrent delete may remove an empty parent between our mkdir and open: retry a few times
      if (code === 'ENOENT' && opts.mkdirs && mkdirAttempts++ < 5) {
        await mkdir(path.dirname(lockPath), { recursive: true });
        continue;
      }
      throw err;
    }
  }
}
