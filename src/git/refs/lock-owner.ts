/**
 * Telling a live lock from a dead one. git's lock files (`<file>.lock`, O_EXCL) carry no owner, so a writer
 * killed with SIGKILL leaves a lock that blocks that ref for good. Grove records who holds each lock it takes,
 * and the record exists before the lock does: the lock is first made under a private name in
 * `<repo>/grove-locks/`, its holder recorded (host, pid and start time, so a reused pid is not mistaken for the
 * owner; the file's inode and birth time, so a record never vouches for someone else's lock), and only then
 * linked into place (link() fails when the name exists, the same exclusion as O_EXCL).
 *
 * A lock whose holder cannot be known (git's own, from receive-pack or update-ref) is stale only when it is
 * old and no process on this host works in the repository: git never holds a ref lock for seconds.
 * Removal renames the lock aside first and checks it is the very file that was judged stale, so a lock
 * taken a moment later by a live writer is put back, never deleted.
 */
import { createHash } from 'node:crypto';
import { existsSync, fstatSync, linkSync, mkdirSync, readFileSync, type Stats, unlinkSync, writeFileSync } from 'node:fs';
import { link, mkdir, open, readdir, readFile, readlink, rename, stat, unlink, type FileHandle } from 'node:fs/promises';
import { hostname } from 'node:os';
import path from 'node:path';
import { errCode, tmpSuffix } from '../fsutil.js';

export const LOCK_OWNERS_DIR = 'grove-locks';

/** A recorded lock older than this, held by another host, is presumed abandoned (its holder cannot be asked). */
const FOREIGN_LOCK_STALE_MS = 60_000;
/** A lock nobody recorded (git's own) is stale after this long when no process works in the repository. */
const UNKNOWN_LOCK_STALE_MS = 10_000;

interface OwnerRecord {
  host: string;
  boot: string | null;
  pid: number;
  start: string | null;
  /** The lock file's inode and birth time: an inode number alone is reused at once by the next new file. */
  ino: number;
  birth: number;
}

/** Field 22 of /proc/<pid>/stat: the process's start time in clock ticks since boot (null off Linux). */
function processStart(pid: number | 'self'): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // the command name (field 2) may hold spaces and parentheses: fields are counted after its last ')'
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return fields[19] ?? null;
  } catch {
    return null;
  }
}

function bootId(): string | null {
  try {
    return readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim();
  } catch {
    return null;
  }
}

type Holder = Omit<OwnerRecord, 'ino' | 'birth'>;
let self: Holder | null = null;
function me(): Holder {
  self ??= { host: hostname(), boot: bootId(), pid: process.pid, start: processStart('self') };
  return self;
}

/** `<repo>/grove-locks/<digest of the lock's path>@<inode>`: fixed length, whatever the ref name. */
function recordPath(repoPath: string, lockPath: string, ino: number): string {
  const digest = createHash('sha1').update(path.relative(repoPath, lockPath)).digest('hex');
  return path.join(repoPath, LOCK_OWNERS_DIR, `${digest}@${ino}`);
}

/** A lock file made under a private name with its holder recorded, ready to be linked into place. */
export interface OwnedLockCandidate {
  fh: FileHandle;
  tmp: string;
  record: string;
}

/**
 * Creates the private file and its record. Synchronous calls after the open: a few microseconds each, where
 * every async fs call is a thread-pool round trip on the commit path.
 */
export async function prepareOwnedLock(repoPath: string, lockPath: string): Promise<OwnedLockCandidate> {
  const dir = path.join(repoPath, LOCK_OWNERS_DIR);
  const tmp = path.join(dir, `tmp-${tmpSuffix()}`);
  let fh: FileHandle;
  try {
    fh = await open(tmp, 'wx', 0o644);
  } catch (err) {
    if (errCode(err) !== 'ENOENT') throw err;
    mkdirSync(dir, { recursive: true });
    fh = await open(tmp, 'wx', 0o644);
  }
  try {
    const st = fstatSync(fh.fd);
    const record = recordPath(repoPath, lockPath, st.ino);
    const owner: OwnerRecord = { ...me(), ino: st.ino, birth: st.birthtimeMs };
    writeFileSync(record, JSON.stringify(owner));
    return { fh, tmp, record };
  } catch (err) {
    await fh.close().catch(() => {});
    rmQuietly(tmp);
    throw err;
  }
}

/** Puts the candidate in place as `lockPath`; throws EEXIST (taken), ENOENT / ENOTDIR like open() would. */
export function linkOwnedLock(candidate: OwnedLockCandidate, lockPath: string): void {
  linkSync(candidate.tmp, lockPath);
  rmQuietly(candidate.tmp);
}

/** Gives up a candidate that never became the lock. */
export async function discardOwnedLock(candidate: OwnedLockCandidate): Promise<void> {
  await candidate.fh.close().catch(() => {});
  rmQuietly(candidate.tmp);
  rmQuietly(candidate.record);
}

/** Drops the record once the lock is gone (renamed into place or removed). */
export function forgetLockRecord(record: string): void {
  rmQuietly(record);
}

function rmQuietly(file: string): void {
  try {
    unlinkSync(file);
  } catch {
    // already gone
  }
}

async function readRecord(repoPath: string, lockPath: string, ino: number): Promise<OwnerRecord | null> {
  try {
    const parsed = JSON.parse(await readFile(recordPath(repoPath, lockPath, ino), 'utf8')) as Partial<OwnerRecord>;
    if (typeof parsed.host !== 'string' || typeof parsed.pid !== 'number' || typeof parsed.ino !== 'number') return null;
    return { host: parsed.host, boot: parsed.boot ?? null, pid: parsed.pid, start: parsed.start ?? null, ino: parsed.ino, birth: parsed.birth ?? 0 };
  } catch {
    return null;
  }
}

/** Whether the process a record names still runs (same pid, same start time, same boot). */
function ownerAlive(owner: OwnerRecord): boolean {
  const here = me();
  if (owner.boot !== null && here.boot !== null && owner.boot !== here.boot) return false;
  if (owner.pid === here.pid) return owner.start === here.start;
  try {
    process.kill(owner.pid, 0);
  } catch (err) {
    if (errCode(err) === 'ESRCH') return false;
    // EPERM: it exists but is not ours to signal; fall through to the start-time check
  }
  if (owner.start === null) return true;
  const start = processStart(owner.pid);
  return start === owner.start;
}

/**
 * Whether any process of this host works in the repository (its cwd, or the repository on its command line or
 * in GIT_DIR): git writers do. When /proc cannot be read, the answer is yes, so nothing is removed on a guess.
 */
async function processWorksIn(repoPath: string): Promise<boolean> {
  if (!existsSync('/proc/self/cwd')) return true;
  const repo = path.resolve(repoPath);
  let pids: string[];
  try {
    pids = (await readdir('/proc')).filter((name) => /^[0-9]+$/.test(name) && Number(name) !== process.pid);
  } catch {
    return true;
  }
  for (const pid of pids) {
    const cwd = await readlink(`/proc/${pid}/cwd`).catch(() => null);
    if (cwd === repo || cwd?.startsWith(`${repo}/`)) return true;
    const cmdline = await readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => '');
    if (cmdline.includes(repo)) return true;
    const environ = await readFile(`/proc/${pid}/environ`, 'utf8').catch(() => '');
    if (environ.includes(`GIT_DIR=${repo}`)) return true;
  }
  return false;
}

/** Whether a record describes this very lock file (file systems without birth times compare inodes only). */
function sameFile(owner: OwnerRecord, st: Stats): boolean {
  return owner.ino === st.ino && (owner.birth === 0 || st.birthtimeMs === 0 || owner.birth === st.birthtimeMs);
}

async function isStale(repoPath: string, lockPath: string, st: Stats): Promise<boolean> {
  const ageMs = Date.now() - st.mtimeMs;
  const owner = await readRecord(repoPath, lockPath, st.ino);
  if (owner && sameFile(owner, st)) {
    if (owner.host === me().host) return !ownerAlive(owner);
    return ageMs > FOREIGN_LOCK_STALE_MS;
  }
  return ageMs > UNKNOWN_LOCK_STALE_MS && !(await processWorksIn(repoPath));
}

/**
 * Removes `lockPath` if its holder is gone. True when the lock is gone now (removed here, or released
 * meanwhile), false when a live holder may still have it.
 */
export async function reclaimStaleLock(repoPath: string, lockPath: string): Promise<boolean> {
  const st = await stat(lockPath).catch(() => null);
  if (!st) return true;
  if (!(await isStale(repoPath, lockPath, st))) return false;
  const asideDir = path.join(repoPath, LOCK_OWNERS_DIR);
  await mkdir(asideDir, { recursive: true });
  const aside = path.join(asideDir, `stale-${tmpSuffix()}`);
  try {
    await rename(lockPath, aside);
  } catch (err) {
    if (errCode(err) === 'ENOENT') return true;
    throw err;
  }
  const moved = await stat(aside).catch(() => null);
  if (moved && (moved.ino !== st.ino || moved.birthtimeMs !== st.birthtimeMs)) {
    // the stale lock went away between our look and the rename, and a live writer's new lock was moved:
    // put it back (link fails rather than overwrite, should yet another lock be there now)
    await link(aside, lockPath).catch(() => {});
    await unlink(aside).catch(() => {});
    return false;
  }
  await unlink(aside).catch(() => {});
  rmQuietly(recordPath(repoPath, lockPath, st.ino));
  return true;
}

/** Before git itself writes these refs (a push): locks left by dead writers are cleared so the push can land. */
export async function reclaimStaleRefLocks(repoPath: string, refs: readonly string[]): Promise<void> {
  const files = new Set([...refs.map((ref) => `${ref}.lock`), 'packed-refs.lock', 'HEAD.lock']);
  for (const file of files) {
    const lockPath = path.join(repoPath, file);
    if (existsSync(lockPath)) await reclaimStaleLock(repoPath, lockPath);
  }
}
