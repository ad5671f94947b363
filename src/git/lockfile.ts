/**
 * git-compatible lock files: `<file>.lock` created with O_EXCL. git uses the same convention, so
 * holding the lock excludes git's own writers (update-ref, receive-pack, pack-refs) and vice versa.
 */
import { mkdir, open, type FileHandle } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { errCode } from './fsutil.js';

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
}

/**
 * Open `lockPath` exclusively. EEXIST → retry with a short jittered backoff, then LockBusyError.
 * Other errors (ENOTDIR for a D/F conflict, ENOENT without mkdirs) propagate.
 */
export async function acquireLockFile(lockPath: string, opts: LockOptions = {}): Promise<FileHandle> {
  const deadline = Date.now() + (opts.timeoutMs ?? 100);
  let delay = 1;
  let mkdirAttempts = 0;
  for (;;) {
    try {
      return await open(lockPath, 'wx', 0o644);
    } catch (err) {
      const code = errCode(err);
      if (code === 'EEXIST') {
        const wait = delay * (0.5 + Math.random());
        if (Date.now() + wait > deadline) throw new LockBusyError(lockPath);
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
