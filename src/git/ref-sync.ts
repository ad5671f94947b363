/**
 * The hot-path ref read, synchronous. A ref file is 41 bytes in the page cache, so open + read + close cost a few
 * microseconds on the event loop, where fs/promises' readFile takes four thread-pool round trips (open, fstat,
 * read, close) and dominated by-path file reads under load. Nothing is cached except the parsed packed-refs file,
 * which is revalidated by inode/size/mtime on every call (git replaces it by rename), like ./packed-refs.ts.
 *
 * Answers null whenever the answer is not simply an object id (symbolic ref, corrupt file, I/O error): the caller
 * then uses the full resolver (./refs.ts readRef), which reports such cases properly.
 */
import { closeSync, fstatSync, openSync, readSync } from 'node:fs';
import path from 'node:path';
import { Lru } from '../lib/lru.js';
import { isObjectId, isValidRefName } from './args.js';
import { parsePackedRefs, type PackedRefs } from './packed-refs.js';

const small = Buffer.alloc(64);
const packedCache = new Lru<string, { key: string; value: PackedRefs }>(256);

export type SyncRef = { oid: string } | 'absent' | null;

/**
 * `fullRef` (`refs/…`): `{oid}` from its loose file or else from packed-refs; 'absent' when neither has it;
 * null when it cannot be answered this way.
 */
export function readRefSync(repoPath: string, fullRef: string): SyncRef {
  if (!fullRef.startsWith('refs/') || !isValidRefName(fullRef)) return null;
  let fd: number;
  try {
    fd = openSync(path.join(repoPath, fullRef), 'r');
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    // ENOTDIR: an ancestor is a ref file, so this name cannot be a loose ref
    return code === 'ENOENT' || code === 'ENOTDIR' ? packed(repoPath, fullRef) : null;
  }
  let n: number;
  try {
    n = readSync(fd, small, 0, small.length, 0);
  } catch {
    return null; // EISDIR and friends
  } finally {
    closeSync(fd);
  }
  if (n < 40 || n > 42) return null;
  const oid = small.toString('latin1', 0, 40);
  const rest = small.toString('latin1', 40, n);
  return isObjectId(oid) && (rest === '' || rest === '\n' || rest === '\r\n') ? { oid } : null;
}

function packed(repoPath: string, fullRef: string): SyncRef {
  const file = path.join(repoPath, 'packed-refs');
  let fd: number;
  try {
    fd = openSync(file, 'r');
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'ENOENT' ? 'absent' : null;
  }
  try {
    const st = fstatSync(fd, { bigint: true });
    const key = `${st.dev}:${st.ino}:${st.size}:${st.mtimeNs}`;
    let hit = packedCache.get(file);
    if (!hit || hit.key !== key) {
      const buffer = Buffer.alloc(Number(st.size));
      let off = 0;
      while (off < buffer.length) {
        const got = readSync(fd, buffer, off, buffer.length - off, off);
        if (got === 0) break;
        off += got;
      }
      hit = { key, value: parsePackedRefs(buffer.toString('utf8', 0, off)) };
      packedCache.set(file, hit);
    }
    const ref = hit.value.refs.get(fullRef);
    return ref ? { oid: ref.oid } : 'absent';
  } catch {
    return null;
  } finally {
    closeSync(fd);
  }
}
