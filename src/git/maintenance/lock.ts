/**
 * A per-repository maintenance lock: `<repo>/grove-maintenance.lock`, created with O_EXCL, so two
 * processes (or two nodes sharing the data dir) never repack the same repository at once.
 *
 * The holder refreshes the file's mtime every `staleMs / 4`; a lock whose mtime is older than `staleMs`
 * belongs to a dead holder and is taken over. Takeover renames the stale file aside first (atomic), so
 * two would-be stealers cannot both win: the second one finds a fresh lock in its hands, puts it back
 * with link() (which fails rather than overwrite) and backs off.
 */
import { hostname } from 'node:os';
import { link, open, readFile, rename, stat, unlink, utimes } from 'node:fs/promises';
import path from 'node:path';
import { errCode, tmpSuffix } from '../fsutil.js';

export const MAINTENANCE_LOCK_FILE = 'grove-maintenance.lock';

export interface MaintenanceLockOptions {
  /** A lock not refreshed for this long is considered abandoned. Default 10 minutes. */
  staleMs?: number;
}

export interface MaintenanceLock {
  readonly path: string;
  /** Releases the lock (only if it is still ours). Idempotent. */
  release(): Promise<void>;
}

const DEFAULT_STALE_MS = 10 * 60_000;

/** Takes the lock, or returns null when another live holder has it. */
export async function tryAcquireMaintenanceLock(repoDir: string, opts: MaintenanceLockOptions = {}): Promise<MaintenanceLock | null> {
  const staleMs = opts.staleMs ?? DEFAULT_STALE_MS;
  const lockPath = path.join(repoDir, MAINTENANCE_LOCK_FILE);
  const token = `${hostname()}:${process.pid}:${tmpSuffix()}`;
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fh = await open(lockPath, 'wx', 0o644);
      try {
        await fh.writeFile(`${JSON.stringify({ token, pid: process.pid, host: hostname(), at: new Date().toISOString() })}\n`);
      } finally {
        await fh.close();
      }
      return holdLock(lockPath, token, staleMs);
    } catch (err) {
      if (errCode(err) !== 'EEXIST') throw err;
    }
    if (attempt > 0 || !(await takeOverIfStale(lockPath, staleMs))) return null;
  }
  return null;
}

function holdLock(lockPath: string, token: string, staleMs: number): MaintenanceLock {
  let released = false;
  const beat = setInterval(() => {
    const now = new Date();
    utimes(lockPath, now, now).catch(() => {});
  }, Math.max(10, Math.floor(staleMs / 4)));
  beat.unref();
  return {
    path: lockPath,
    async release() {
      if (released) return;
      released = true;
      clearInterval(beat);
      // never delete a lock someone else took over (we were presumed dead)
      const content = await readFile(lockPath, 'utf8').catch(() => '');
      if (content.includes(`"token":${JSON.stringify(token)}`)) await unlink(lockPath).catch(() => {});
    },
  };
}

/** True when a stale lock was removed (the caller may try again). */
async function takeOverIfStale(lockPath: string, staleMs: number): Promise<boolean> {
  const st = await stat(lockPath).catch(() => null);
  if (!st) return true; // released meanwhile
  if (Date.now() - st.mtimeMs < staleMs) return false;
  const aside = `${lockPath}.stale-${tmpSuffix()}`;
  try {
    await rename(lockPath, aside);
  } catch (err) {
    if (errCode(err) === 'ENOENT') return true;
    throw err;
  }
  const moved = await stat(aside).catch(() => null);
  if (moved && Date.now() - moved.mtimeMs < staleMs) {
    // we raced another stealer and grabbed its fresh lock: put it back unless someone else holds the name now
    await link(aside, lockPath).catch(() => {});
    await unlink(aside).catch(() => {});
    return false;
  }
  await unlink(aside).catch(() => {});
  return true;
}
