/**
 * `packed-refs`: reading (cached by inode/size/mtime: git always replaces the file by rename, so a
 * rewrite changes the inode) and removing an entry under `packed-refs.lock`, git's way.
 */
import { closeSync, fstatSync, openSync, readFileSync, statSync, type Stats } from 'node:fs';
import { open, rename, unlink } from 'node:fs/promises';
import path from 'node:path';
import { Lru } from '../../lib/lru.js';
import { errCode, fsyncDir } from '../fsutil.js';
import { acquireLockFile, releaseLockRecord } from './lockfile.js';

export interface PackedRef {
  oid: string;
  /** The fully peeled object of an annotated tag (`^` line). */
  peeled?: string;
}

export interface PackedRefs {
  refs: ReadonlyMap<string, PackedRef>;
  /** Names in byte order (binary-searchable for prefixes). */
  names: readonly string[];
}

const EMPTY: PackedRefs = { refs: new Map(), names: [] };
/** The file's identity when it was parsed: git renames a new file over it, so a change shows in these. */
interface FileIdentity {
  dev: number;
  ino: number;
  size: number;
  mtimeMs: number;
  ctimeMs: number;
}
/** Parsed packed-refs by repository directory. */
const cache = new Lru<string, { id: FileIdentity; value: PackedRefs }>(256);

function parsePackedRefs(text: string): PackedRefs {
  const refs = new Map<string, PackedRef>();
  let last: PackedRef | undefined;
  for (const line of text.split('\n')) {
    if (line === '' || line.startsWith('#')) continue;
    if (line.startsWith('^')) {
      if (last) last.peeled = line.slice(1, 41);
      continue;
    }
    const sp = line.indexOf(' ');
    if (sp !== 40) {
      last = undefined;
      continue;
    }
    last = { oid: line.slice(0, 40) };
    refs.set(line.slice(41), last);
  }
  const names = [...refs.keys()].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  return { refs, names };
}

/**
 * The repository's packed refs (empty when there is no packed-refs file). Read with sync calls (see
 * ref-files.ts): when the file is unchanged this is one stat.
 */
export async function readPackedRefs(repoPath: string): Promise<PackedRefs> {
  return readPackedRefsSync(repoPath);
}

/** readPackedRefs for callers on a synchronous path. */
export function readPackedRefsSync(repoPath: string): PackedRefs {
  const file = `${repoPath}/packed-refs`;
  // git replaces packed-refs by renaming a new file over it, never rewriting it in place: an unchanged
  // inode, size and times mean unchanged content, so a hit costs one stat
  const seen = statSync(file, { throwIfNoEntry: false });
  if (seen === undefined) return EMPTY;
  const hit = cache.get(repoPath);
  if (hit && sameFile(hit.id, seen)) return hit.value;
  let fd: number;
  try {
    fd = openSync(file, 'r');
  } catch (err) {
    if (errCode(err) === 'ENOENT') return EMPTY;
    throw err;
  }
  try {
    // fstat on the open fd: the content we read belongs to exactly this inode
    const st = fstatSync(fd);
    const value = parsePackedRefs(readFileSync(fd, 'utf8'));
    cache.set(repoPath, { id: { dev: st.dev, ino: st.ino, size: st.size, mtimeMs: st.mtimeMs, ctimeMs: st.ctimeMs }, value });
    return value;
  } finally {
    closeSync(fd);
  }
}

function sameFile(a: FileIdentity, b: Stats): boolean {
  return a.ino === b.ino && a.mtimeMs === b.mtimeMs && a.ctimeMs === b.ctimeMs && a.size === b.size && a.dev === b.dev;
}

/** Names in `packed` that start with `prefix` (binary search over the sorted names). */
export function packedNamesWithPrefix(packed: PackedRefs, prefix: string): string[] {
  const names = packed.names;
  let lo = 0;
  let hi = names.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (names[mid]! < prefix) lo = mid + 1;
    else hi = mid;
  }
  const out: string[] = [];
  for (let i = lo; i < names.length && names[i]!.startsWith(prefix); i++) out.push(names[i]!);
  return out;
}

/**
 * Rewrite packed-refs without `ref` (and its peeled line). The caller must hold `<ref>.lock`.
 * Returns false when the ref was not in the file (nothing written).
 */
export async function removePackedRef(
  repoPath: string,
  ref: string,
  opts: { fsync: boolean; lockTimeoutMs?: number },
): Promise<boolean> {
  const file = path.join(repoPath, 'packed-refs');
  const lockPath = `${file}.lock`;
  const fh = await acquireLockFile(lockPath, { timeoutMs: opts.lockTimeoutMs ?? 1000, repoPath });
  let renamed = false;
  try {
    let text: string;
    try {
      const rf = await open(file, 'r');
      try {
        text = await rf.readFile('utf8');
      } finally {
        await rf.close();
      }
    } catch (err) {
      if (errCode(err) === 'ENOENT') return false;
      throw err;
    }
    const out: string[] = [];
    let found = false;
    let skipping = false;
    for (const line of text.split('\n')) {
      if (line === '') continue;
      if (line.startsWith('^')) {
        if (!skipping) out.push(line);
        continue;
      }
      skipping = !line.startsWith('#') && line.indexOf(' ') === 40 && line.slice(41) === ref;
      if (skipping) found = true;
      else out.push(line);
    }
    if (!found) return false;
    await fh.writeFile(out.length > 0 ? `${out.join('\n')}\n` : '');
    if (opts.fsync) await fh.sync();
    await fh.close();
    await rename(lockPath, file);
    renamed = true;
    releaseLockRecord(fh);
    if (opts.fsync) await fsyncDir(repoPath);
    return true;
  } finally {
    if (!renamed) {
      await fh.close().catch(() => {});
      await unlink(lockPath).catch(() => {});
      releaseLockRecord(fh);
    }
  }
}
