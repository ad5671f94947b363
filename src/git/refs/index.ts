/**
 * In-process refs for the files backend, interoperating with git's locking: compare-and-swap via
 * `<ref>.lock` (O_EXCL) in ~0.8 ms with fsync, versus ~5.6 ms to spawn `git update-ref`.
 * Not handled: reflogs (bare repos do not keep them by default) and updating through symrefs.
 */
import { readdir, rename, rmdir, stat, unlink, type FileHandle } from 'node:fs/promises';
import path from 'node:path';
import { GitArgError, isObjectId, isValidRefName } from '../args.js';
import { errCode, fsyncDir } from '../fsutil.js';
import { acquireLockFile, LockBusyError, releaseLockRecord } from './lockfile.js';
import { RefConflictError, RefLockedError, RefNameConflictError } from './errors.js';
import { readLooseRefs, readRefFileIfPresent } from './ref-files.js';
import { packedNamesWithPrefix, readPackedRefs, removePackedRef, type PackedRefs } from './packed-refs.js';

export { RefConflictError, RefLockedError, RefNameConflictError } from './errors.js';

function assertFullRef(ref: string): void {
  if (!ref.startsWith('refs/') || !isValidRefName(ref)) throw new GitArgError(`invalid ref name: ${JSON.stringify(ref)}`);
}

type Loose = { kind: 'oid'; oid: string } | { kind: 'symref'; target: string } | null;

function readLoose(repoPath: string, ref: string): Loose {
  const text = readRefFileIfPresent(path.join(repoPath, ref));
  if (text === null) return null;
  if (text.startsWith('ref: ')) return { kind: 'symref', target: text.slice(5).trim() };
  if (isObjectId(text)) return { kind: 'oid', oid: text };
  throw new Error(`corrupt ref ${ref}: ${JSON.stringify(text.slice(0, 64))}`);
}

/** Object id of `ref` (`HEAD` or `refs/…`), following symbolic refs; null if it does not exist. */
export async function readRef(repoPath: string, ref: string): Promise<string | null> {
  let name = ref;
  for (let depth = 0; depth < 5; depth++) {
    if (name !== 'HEAD') assertFullRef(name);
    const loose = readLoose(repoPath, name);
    if (loose?.kind === 'oid') return loose.oid;
    if (loose?.kind === 'symref') {
      name = loose.target;
      continue;
    }
    return (await readPackedRefs(repoPath)).refs.get(name)?.oid ?? null;
  }
  throw new Error(`symbolic ref loop at ${ref}`);
}

/** HEAD's symbolic target (null when detached) and the object it resolves to (null when unborn). */
export async function readHead(repoPath: string): Promise<{ target: string | null; oid: string | null }> {
  const head = readLoose(repoPath, 'HEAD');
  if (head?.kind === 'symref') return { target: head.target, oid: await readRef(repoPath, head.target) };
  return { target: null, oid: head?.kind === 'oid' ? head.oid : null };
}

/** Point HEAD at a branch (`refs/heads/…`), atomically. */
export async function setHead(repoPath: string, target: string, opts: { fsync?: boolean } = {}): Promise<void> {
  if (!target.startsWith('refs/heads/')) throw new GitArgError('HEAD must point at refs/heads/…');
  assertFullRef(target);
  await writeViaLock(repoPath, 'HEAD', `ref: ${target}\n`, opts.fsync ?? true);
}

async function writeViaLock(repoPath: string, name: string, content: string, fsync: boolean): Promise<void> {
  const file = path.join(repoPath, name);
  let fh: FileHandle;
  try {
    fh = await acquireLockFile(`${file}.lock`, { repoPath });
  } catch (err) {
    if (err instanceof LockBusyError) throw new RefLockedError(name);
    throw err;
  }
  try {
    await fh.writeFile(content);
    if (fsync) await fh.sync();
  } catch (err) {
    await fh.close().catch(() => {});
    await unlink(`${file}.lock`).catch(() => {});
    releaseLockRecord(fh);
    throw err;
  }
  await fh.close();
  await rename(`${file}.lock`, file);
  releaseLockRecord(fh);
  if (fsync) await fsyncDir(path.dirname(file));
}

export interface RefEntry {
  name: string;
  oid: string;
  /** Peeled target of an annotated tag, when packed-refs recorded it. */
  peeled?: string;
}

/** Refs whose names start with `prefix` (loose and packed merged, loose wins), sorted by name. */
export async function listRefs(repoPath: string, prefix = 'refs/'): Promise<RefEntry[]> {
  if (!prefix.startsWith('refs/') || prefix.includes('..') || prefix.includes('\0')) {
    throw new GitArgError(`invalid ref prefix: ${JSON.stringify(prefix)}`);
  }
  // loose refs first, then packed-refs (git's order): `pack-refs` writes packed-refs before it removes the
  // loose files, so a ref being packed is seen in one or the other, never in neither
  const loose = await readLooseRefs(repoPath, prefix.slice(0, prefix.lastIndexOf('/')));
  const packed = await readPackedRefs(repoPath);
  const merged = new Map<string, RefEntry>();
  for (const name of packedNamesWithPrefix(packed, prefix)) {
    const p = packed.refs.get(name)!;
    merged.set(name, p.peeled ? { name, oid: p.oid, peeled: p.peeled } : { name, oid: p.oid });
  }
  // packed names come sorted: with no loose ref to merge in, the listing is already in order
  if (loose.size === 0) return [...merged.values()];
  for (const [name, value] of loose) {
    if (!name.startsWith(prefix)) continue;
    if (isObjectId(value)) merged.set(name, { name, oid: value });
    else if (value.startsWith('ref: ')) {
      const oid = await readRef(repoPath, value.slice(5).trim()).catch(() => null);
      if (oid) merged.set(name, { name, oid });
      else merged.delete(name);
    }
  }
  return [...merged.values()].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}

export interface UpdateRefOptions {
  /** fsync the ref (and its directory) before returning; default true. */
  fsync?: boolean;
  /** How long to retry while `<ref>.lock` exists; default 100 ms (git's default too). */
  lockTimeoutMs?: number;
}

/**
 * Compare-and-swap `ref` to `newOid` (null deletes). `expectedOld`: undefined = no check, null = must
 * not exist, oid = must be the current value. Resolves with the previous value.
 * Throws RefConflictError, RefLockedError, RefNameConflictError or GitArgError.
 */
export async function updateRef(
  repoPath: string,
  ref: string,
  newOid: string | null,
  expectedOld?: string | null,
  opts: UpdateRefOptions = {},
): Promise<{ old: string | null }> {
  assertFullRef(ref);
  if (newOid !== null && !isObjectId(newOid)) throw new GitArgError(`invalid object id: ${newOid}`);
  if (expectedOld != null && !isObjectId(expectedOld)) throw new GitArgError(`invalid object id: ${expectedOld}`);
  const fsync = opts.fsync ?? true;
  const refPath = path.join(repoPath, ref);
  const lockPath = `${refPath}.lock`;

  let fh: FileHandle;
  try {
    fh = await acquireLockFile(lockPath, { timeoutMs: opts.lockTimeoutMs ?? 100, mkdirs: true, repoPath });
  } catch (err) {
    if (err instanceof LockBusyError) throw new RefLockedError(ref);
    const code = errCode(err);
    if (code === 'ENOTDIR' || code === 'EEXIST') throw new RefNameConflictError(ref, await looseAncestor(repoPath, ref));
    throw err;
  }
  let lockOpen = true;
  let lockExists = true;
  try {
    const loose = readLoose(repoPath, ref);
    if (loose?.kind === 'symref') throw new GitArgError(`${ref} is a symbolic ref; update its target instead`);
    const packed = await readPackedRefs(repoPath);
    const packedOid = packed.refs.get(ref)?.oid ?? null;
    const current = loose?.kind === 'oid' ? loose.oid : packedOid;
    if (expectedOld !== undefined && current !== expectedOld) throw new RefConflictError(ref, expectedOld, current);

    if (newOid !== null) {
      if (current === null) checkPackedNameConflicts(ref, packed);
      if (loose === null) await checkDirectoryAt(repoPath, ref);
      await fh.writeFile(`${newOid}\n`);
      if (fsync) await fh.sync();
      await fh.close();
      lockOpen = false;
      try {
        await rename(lockPath, refPath);
      } catch (err) {
        const code = errCode(err);
        if (code === 'EISDIR' || code === 'ENOTEMPTY' || code === 'EEXIST') throw new RefNameConflictError(ref, `${ref}/…`);
        throw err;
      }
      lockExists = false;
      releaseLockRecord(fh);
      if (fsync) await fsyncDir(path.dirname(refPath));
    } else if (current !== null) {
      // packed entry first, then the loose file: the ref never reverts to a stale packed value
      if (packedOid !== null) await removePackedRef(repoPath, ref, { fsync });
      if (loose !== null) await unlink(refPath);
      if (fsync) await fsyncDir(path.dirname(refPath));
    }
    return { old: current };
  } finally {
    if (lockOpen) await fh.close().catch(() => {});
    if (lockExists) {
      await unlink(lockPath).catch(() => {});
      releaseLockRecord(fh);
      await removeEmptyParents(repoPath, ref); // after a delete, or directories made for a failed create
    }
  }
}

/** The loose ref file that is an ancestor of `ref` (for error messages). */
async function looseAncestor(repoPath: string, ref: string): Promise<string> {
  const parts = ref.split('/');
  for (let i = 2; i < parts.length; i++) {
    const name = parts.slice(0, i).join('/');
    const st = await stat(path.join(repoPath, name)).catch(() => null);
    if (st?.isFile()) return name;
  }
  return 'a conflicting ref';
}

/** Before creating `ref`: no packed ancestor or descendant. */
function checkPackedNameConflicts(ref: string, packed: PackedRefs): void {
  const parts = ref.split('/');
  for (let i = 2; i < parts.length; i++) {
    const name = parts.slice(0, i).join('/');
    if (packed.refs.has(name)) throw new RefNameConflictError(ref, name);
  }
  const [below] = packedNamesWithPrefix(packed, `${ref}/`);
  if (below !== undefined) throw new RefNameConflictError(ref, below);
}

/** A directory where the loose ref goes: fine if it holds only empty directories (left by deletes). */
async function checkDirectoryAt(repoPath: string, ref: string): Promise<void> {
  const dir = path.join(repoPath, ref);
  const st = await stat(dir).catch(() => null);
  if (!st?.isDirectory()) return;
  const found = await firstFileBelow(dir);
  if (found !== null) throw new RefNameConflictError(ref, `${ref}/${found}`);
  await removeEmptyTree(dir);
}

async function firstFileBelow(dir: string, rel = ''): Promise<string | null> {
  const entries = await readdir(path.join(dir, rel), { withFileTypes: true }).catch(() => []);
  for (const e of entries) {
    const name = rel ? `${rel}/${e.name}` : e.name;
    if (!e.isDirectory()) return name;
    const found = await firstFileBelow(dir, name);
    if (found !== null) return found;
  }
  return null;
}

/** rmdir bottom-up; plain rmdir never removes a file someone just created there. */
async function removeEmptyTree(dir: string): Promise<void> {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  for (const e of entries) if (e.isDirectory()) await removeEmptyTree(path.join(dir, e.name));
  await rmdir(dir).catch(() => {});
}

/** After a delete, drop now-empty directories up to (not including) `refs/<namespace>`. */
async function removeEmptyParents(repoPath: string, ref: string): Promise<void> {
  const parts = ref.split('/');
  for (let i = parts.length - 1; i > 2; i--) {
    try {
      await rmdir(path.join(repoPath, ...parts.slice(0, i)));
    } catch {
      return; // ENOTEMPTY (or gone): stop
    }
  }
}
