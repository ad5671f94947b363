/**
 * blobs/batch: many files of one revision in one answer. Planned first (refs and cached trees only), so a client
 * whose copy is current gets 304 before any content is read; then read in pipelined chunks, sizes before data so
 * an oversized blob is never read.
 */
import { createHash } from 'node:crypto';
import { invalid, notFound } from '../../domain/errors.js';
import type { Caller, Repo } from '../../domain/types.js';
import { MODE } from '../../git/objects/format.js';
import type { RepoAddress, RepoGate, RepoHandle, ResolvedRev } from '../repository/index.js';
import { BlobBody } from './blob-cache.js';
import type { BlobReader } from './blobs.js';
import { normalizePath, type Locator } from './locate.js';
import { FILE_LIMITS } from './types.js';

export type BatchEncoding = 'auto' | 'binary' | 'text';

export interface BatchInput {
  ref?: string | undefined;
  paths: string[];
  encoding?: BatchEncoding | undefined;
  max_size?: number | undefined;
}

export type BatchBlob =
  | { path: string; sha: string; size: number; encoding: 'utf-8' | 'base64'; content: string }
  | { path: string; sha: string; size: number; truncated: true };

export interface BatchPlan {
  repo: Repo;
  rev: ResolvedRev;
  /**
   * The ETag's value: a hash of the sorted blob SHAs, the sorted missing paths, encoding and max_size, so the
   * order paths are asked in does not change it.
   */
  version: string;
  /** Reads the contents; call only when the client's copy is stale. */
  load(): Promise<{ blobs: BatchBlob[]; missing: string[] }>;
}

interface Found {
  path: string;
  oid: string;
}

export async function planBatch(gate: RepoGate, locator: Locator, blobs: BlobReader, caller: Caller, address: RepoAddress, input: BatchInput): Promise<BatchPlan> {
  if (input.paths.length === 0 || input.paths.length > FILE_LIMITS.batchPaths) {
    throw invalid(`paths must hold 1 to ${FILE_LIMITS.batchPaths} entries`);
  }
  const paths = [...new Set(input.paths.map((p) => normalizePath(p, false)))];
  const encoding = input.encoding ?? 'auto';
  const maxSize = Math.min(input.max_size ?? FILE_LIMITS.batchDefaultMaxSize, FILE_LIMITS.jsonBlobBytes);
  const handle = await gate.open(caller, address, 'read');
  const rev = await handle.resolve(input.ref ?? handle.repo.defaultBranch);
  const found: Found[] = [];
  const missing: string[] = [];
  for (let i = 0; i < paths.length; i += FILE_LIMITS.batchChunk) {
    const chunk = paths.slice(i, i + FILE_LIMITS.batchChunk);
    const entries = await Promise.all(chunk.map((p) => locator.entryAt(handle, rev.sha, p)));
    chunk.forEach((p, k) => {
      const e = entries[k];
      if (e && e.mode !== MODE.tree && e.mode !== MODE.gitlink) found.push({ path: p, oid: e.oid });
      else missing.push(p);
    });
  }
  const identity = [
    `encoding=${encoding}`,
    `max_size=${maxSize}`,
    `shas=${found.map((f) => f.oid).sort().join(',')}`,
    `missing=${[...missing].sort().join('\0')}`,
  ].join('\n');
  return {
    repo: handle.repo,
    rev,
    version: createHash('sha1').update(identity).digest('hex'),
    load: () => readBatch(handle, blobs, found, missing, encoding, maxSize),
  };
}

async function readBatch(handle: RepoHandle, reader: BlobReader, found: Found[], missing: string[], encoding: BatchEncoding, maxSize: number) {
  const repo = handle.repo;
  const blobs: BatchBlob[] = [];
  let budget = FILE_LIMITS.batchTotalBytes;
  for (let i = 0; i < found.length; i += FILE_LIMITS.batchChunk) {
    const chunk = found.slice(i, i + FILE_LIMITS.batchChunk);
    const keys = chunk.map((f) => `${repo.id}:${f.oid}`);
    const sizes = await chunkSizes(handle, reader, chunk, keys);
    const wanted: number[] = [];
    for (let k = 0; k < chunk.length; k++) {
      const size = sizes[k]!;
      if (size <= maxSize && size <= budget) {
        wanted.push(k);
        budget -= size;
      }
    }
    const bodies = await chunkBodies(handle, reader, chunk, keys, wanted);
    for (let k = 0; k < chunk.length; k++) {
      const { path, oid } = chunk[k]!;
      const size = sizes[k]!;
      const body = bodies.get(k);
      if (!body) {
        blobs.push({ path, sha: oid, size, truncated: true });
        continue;
      }
      const asText = encoding === 'text' || (encoding === 'auto' && body.text);
      blobs.push({ path, sha: oid, size, encoding: asText ? 'utf-8' : 'base64', content: asText ? body.utf8() : body.base64() });
    }
  }
  return { blobs, missing };
}

/** Sizes first (no data moves), from the caches or one pipelined info round trip. */
async function chunkSizes(handle: RepoHandle, reader: BlobReader, chunk: Found[], keys: string[]): Promise<number[]> {
  const sizes: (number | undefined)[] = keys.map((k) => reader.bodies.get(k)?.size ?? reader.sizes.get(k));
  const unknown = chunk.filter((_, k) => sizes[k] === undefined);
  if (unknown.length > 0) {
    const infos = await handle.infoMany(unknown.map((f) => f.oid));
    let u = 0;
    for (let k = 0; k < chunk.length; k++) {
      if (sizes[k] !== undefined) continue;
      const info = infos[u++];
      if (!info) throw notFound(`blob ${chunk[k]!.oid}`);
      sizes[k] = info.size;
      reader.sizes.set(keys[k]!, info.size);
    }
  }
  return sizes as number[];
}

/** The wanted bodies, from the cache or one pipelined read. */
async function chunkBodies(handle: RepoHandle, reader: BlobReader, chunk: Found[], keys: string[], wanted: number[]): Promise<Map<number, BlobBody>> {
  const bodies = new Map<number, BlobBody>();
  for (const k of wanted) {
    const hit = reader.bodies.get(keys[k]!);
    if (hit) bodies.set(k, hit);
  }
  const toRead = wanted.filter((k) => !bodies.has(k));
  const objects = toRead.length > 0 ? await handle.readMany(toRead.map((k) => chunk[k]!.oid)) : [];
  toRead.forEach((k, n) => {
    const object = objects[n];
    if (!object || object.type !== 'blob') throw notFound(`blob ${chunk[k]!.oid}`);
    const body = new BlobBody(object.oid, object.data);
    reader.bodies.set(keys[k]!, body);
    bodies.set(k, body);
  });
  return bodies;
}
