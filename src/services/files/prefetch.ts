/**
 * Prefetch: every file of a revision whose path matches the globs, streamed as NDJSON so a client-side
 * filesystem can warm its cache in one request. SPEC's caps: at most 32 globs, 1 MB per blob, 16 MB in all; files
 * past a cap are listed (so the client knows they exist) without their content.
 */
import picomatch from 'picomatch';
import { invalid } from '../../domain/errors.js';
import type { Caller } from '../../domain/types.js';
import { MODE, type TreeEntry } from '../../git/objects/format.js';
import { isTreeMode, type RepoAddress, type RepoGate, type RepoHandle } from '../repository/index.js';
import { BlobBody } from './blob-cache.js';

export const PREFETCH_LIMITS = {
  globs: 32,
  globChars: 1024,
  blobBytes: 1024 * 1024,
  totalBytes: 16 * 1024 * 1024,
  /** Tree entries walked for one request: a guard against a huge tree, far above real repositories' file counts. */
  entries: 200_000,
  /** Blobs read per pipelined cat-file trip. */
  chunk: 25,
} as const;

export interface PrefetchInput {
  ref?: string | undefined;
  globs: string[];
  /** Per-blob cap, at most 1 MB. */
  max_blob_bytes?: number | undefined;
  /** Total content cap, at most 16 MB. */
  max_total_bytes?: number | undefined;
}

export type PrefetchLine =
  | { type: 'file'; path: string; sha: string; size: number; mode: string; encoding: 'utf-8' | 'base64'; content: string }
  | { type: 'skipped'; path: string; sha: string; size: number; mode: string; reason: 'blob_too_large' | 'total_exceeded' }
  | { type: 'summary'; ref: string; sha: string; matched: number; sent: number; skipped: number; bytes: number; truncated: boolean };

interface Match {
  path: string;
  entry: TreeEntry;
}

function check(input: PrefetchInput): { globs: string[]; blobCap: number; totalCap: number } {
  const globs = input.globs;
  if (globs.length === 0 || globs.length > PREFETCH_LIMITS.globs) throw invalid(`globs must hold 1 to ${PREFETCH_LIMITS.globs} patterns`);
  for (const glob of globs) {
    if (glob.length === 0 || glob.length > PREFETCH_LIMITS.globChars) throw invalid(`each glob must be 1 to ${PREFETCH_LIMITS.globChars} characters`);
  }
  const cap = (value: number | undefined, max: number, field: string) => {
    if (value === undefined) return max;
    if (!Number.isInteger(value) || value < 1 || value > max) throw invalid(`${field} must be an integer from 1 to ${max}`);
    return value;
  };
  return { globs, blobCap: cap(input.max_blob_bytes, PREFETCH_LIMITS.blobBytes, 'max_blob_bytes'), totalCap: cap(input.max_total_bytes, PREFETCH_LIMITS.totalBytes, 'max_total_bytes') };
}

/** Files (blobs and symlinks, not submodules) whose full path matches, depth first in tree order. */
async function matching(handle: RepoHandle, root: string, isMatch: (path: string) => boolean): Promise<{ matches: Match[]; truncated: boolean }> {
  const matches: Match[] = [];
  let walked = 0;
  const walk = async (tree: string, prefix: string): Promise<boolean> => {
    for (const entry of await handle.tree(tree)) {
      if (++walked > PREFETCH_LIMITS.entries) return true;
      const path = prefix + entry.name;
      if (isTreeMode(entry.mode)) {
        if (await walk(entry.oid, `${path}/`)) return true;
      } else if (entry.mode !== MODE.gitlink && isMatch(path)) {
        matches.push({ path, entry });
      }
    }
    return false;
  };
  const truncated = await walk(root, '');
  return { matches, truncated };
}

/** The request checked and the revision resolved before any byte is sent; then the lines, one at a time. */
export async function prefetch(gate: RepoGate, caller: Caller, address: RepoAddress, input: PrefetchInput): Promise<AsyncGenerator<PrefetchLine>> {
  const { globs, blobCap, totalCap } = check(input);
  // picomatch compiles globs to regular expressions of its own making (bounded, no user regex syntax)
  const isMatch = picomatch(globs, { dot: true });
  const handle = await gate.open(caller, address, 'read');
  const ref = input.ref ?? handle.repo.defaultBranch;
  const rev = await handle.resolve(ref, 'ref');
  const commit = await handle.commit(rev.sha);
  return lines(handle, ref, rev.sha, commit.tree, isMatch, blobCap, totalCap);
}

async function* lines(handle: RepoHandle, ref: string, sha: string, root: string, isMatch: (path: string) => boolean, blobCap: number, totalCap: number): AsyncGenerator<PrefetchLine> {
  const { matches, truncated } = await matching(handle, root, isMatch);
  const sizes = await handle.entrySizes(matches.map((m) => m.entry.oid));
  let bytes = 0;
  let sent = 0;
  let skipped = 0;
  for (let i = 0; i < matches.length; i += PREFETCH_LIMITS.chunk) {
    const chunk = matches.slice(i, i + PREFETCH_LIMITS.chunk).map((m, k) => ({ ...m, size: sizes[i + k] ?? 0 }));
    // sizes first: an oversized blob, or one past the total, is never read
    const wanted = chunk.filter((m) => m.size <= blobCap && bytes + m.size <= totalCap);
    const objects = await handle.readMany(wanted.map((m) => m.entry.oid));
    const read = new Map(wanted.map((m, k) => [m.path, objects[k]] as const));
    for (const m of chunk) {
      const base = { path: m.path, sha: m.entry.oid, size: m.size, mode: m.entry.mode.length === 5 ? `0${m.entry.mode}` : m.entry.mode };
      const object = read.get(m.path);
      if (m.size > blobCap || !object || bytes + m.size > totalCap) {
        skipped++;
        yield { type: 'skipped', ...base, reason: m.size > blobCap ? 'blob_too_large' : 'total_exceeded' };
        continue;
      }
      const body = new BlobBody(m.entry.oid, Buffer.from(object.data));
      bytes += m.size;
      sent++;
      yield body.text ? { type: 'file', ...base, encoding: 'utf-8', content: body.utf8() } : { type: 'file', ...base, encoding: 'base64', content: body.base64() };
    }
  }
  yield { type: 'summary', ref, sha, matched: matches.length, sent, skipped, bytes, truncated };
}
