import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { AppError, invalid, notFound } from '../../domain/errors.js';
import { isPublicCaller, type Caller, type Repo } from '../../domain/types.js';
import { isObjectId, isValidPath } from '../../git/args.js';
import { BlobStream, readBlobRange } from '../../git/objects/blob-stream.js';
import { readRefSync } from '../../git/refs/sync-read.js';
import { MODE, type TreeEntry } from '../../git/objects/format.js';
import { Lru } from '../../lib/lru.js';
import type { ServiceDeps } from '../deps.js';
import { isTreeMode, type ResolvedRev } from '../git-read/index.js';
import type { RepoAddress } from '../repos/index.js';
import { BlobBody, BlobCache, isTextPrefix, SNIFF_BYTES } from './blob-cache.js';
import { resolveRevision } from './revisions.js';

export { BlobBody } from './blob-cache.js';

const MB = 1024 * 1024;

/** SPEC "Limits" for files, and the engine thresholds behind them. */
export const FILE_LIMITS = {
  /** Entries in one tree listing (recursive or not); `truncated` is true beyond. */
  treeEntries: 10_000,
  /** Largest blob the JSON blob endpoint returns whole; also the longest range it returns in one response. */
  jsonBlobBytes: 50 * MB,
  batchPaths: 100,
  /** Paths per pipelined cat-file round trip in a batch read. */
  batchChunk: 25,
  batchDefaultMaxSize: 52_428_800,
  /** Content bytes in one batch response; blobs past it are returned truncated. */
  batchTotalBytes: 100 * MB,
  /** Blobs up to this size are read through the cat-file pool; larger ones are streamed by their own git. */
  bufferedBlobBytes: 8 * MB,
  /** Blobs up to this size are kept in the in-memory blob cache. */
  cachedBlobBytes: 256 * 1024,
  blobCacheBytes: 64 * MB,
  /** Segments tried when a ref name contains unescaped slashes (`tree/feature/x/src`). */
  refSlashProbes: 8,
} as const;

export type ItemType = 'folder' | 'file';

export interface TreeItem {
  name: string;
  path: string;
  type: ItemType;
  sha: string;
  mode: string;
}

/** A resolved read location: repository, revision and a normalized path ('' is the root). */
export interface FileTarget {
  repo: Repo;
  rev: ResolvedRev;
  /** The ref as it matched: a branch or tag name (possibly with slashes), or a commit id. */
  ref: string;
  path: string;
  /** Named by a full commit SHA: the answer can never change. */
  immutable: boolean;
}

export interface BlobTarget extends FileTarget {
  oid: string;
  mode: string;
}

export interface TreeListing {
  items: TreeItem[];
  truncated: boolean;
}

export interface RawBlob {
  size: number;
  text: boolean;
  /** The whole blob or the requested range. */
  body: Buffer | Readable;
}

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
  /** Hash of everything the response depends on (SHAs, paths, encoding, max_size): the ETag's value. */
  version: string;
  /** Reads the contents; call only when the client's copy is stale. */
  load(): Promise<{ blobs: BatchBlob[]; missing: string[] }>;
}

/** Git stores tree modes without the leading zero; listings show the usual six digits. */
export function displayMode(mode: string): string {
  return mode.length === 5 ? `0${mode}` : mode;
}

/**
 * Symlinks and submodules are listed as `file` (SPEC has two types); `mode` tells them apart:
 * 120000 (the blob holds the link target) and 160000 (`sha` is a commit of another repository).
 */
export function itemType(mode: string): ItemType {
  return isTreeMode(mode) ? 'folder' : 'file';
}

function sha1(text: string): string {
  return createHash('sha1').update(text).digest('hex');
}

/**
 * Reading trees and files at a revision: tree listings, whole blobs, byte ranges, raw streams and batches.
 * The by-path read is a hot path: the ref is read from disk (refs are never cached), trees come from the
 * reader's cache, small blobs from an in-memory cache keyed by object id, and nothing spawns a process.
 */
export class FileService {
  readonly #blobs = new BlobCache(FILE_LIMITS.cachedBlobBytes, FILE_LIMITS.blobCacheBytes);
  /** Object id → size, so a repeat read of a large blob skips the size probe. */
  readonly #sizes = new Lru<string, number>(50_000);
  /** Object id → text or not, for blobs too large to buffer (sniffed from their first bytes). */
  readonly #streamedText = new Lru<string, boolean>(10_000);
  /** (repository, commit, path) → tree entry or null: immutable, so a by-path read skips the tree walk. */
  readonly #entries = new Lru<string, TreeEntry | null>(50_000);

  constructor(protected readonly deps: ServiceDeps) {}

  // ---- locating ----

  /** Repository, revision and folder path of a tree read (the walk itself is `listTree`). */
  async locateTree(principal: Caller, address: RepoAddress, ref: string, rawPath: string): Promise<FileTarget> {
    return this.#locate(principal, address, ref, normalizePath(rawPath, true));
  }

  /** The blob at a path, or 404 when the path is missing, a folder or a submodule. */
  async locateBlob(principal: Caller, address: RepoAddress, ref: string, rawPath: string): Promise<BlobTarget> {
    const target = await this.#locate(principal, address, ref, normalizePath(rawPath, false));
    const { repo, path } = target;
    const entry = await this.#entryAt(repo, target.rev.sha, path);
    if (!entry) throw notFound(`file '${path}' at '${target.ref}'`);
    if (entry.mode === MODE.tree) throw notFound(`'${path}' is a folder, not a file (list it with /tree)`);
    if (entry.mode === MODE.gitlink) throw notFound(`'${path}' is a submodule (commit ${entry.oid}), not a file`);
    return { ...target, oid: entry.oid, mode: entry.mode };
  }

  /**
   * locateBlob and the blob's body, answered without waiting when everything is cached: the repository row,
   * the (commit, path) entry and the body (the ref itself is still read from disk). Undefined whenever anything
   * is not cached or not a plain file on a branch; then locateBlob gives the same answer or the same error.
   * Lets repeated reads of a file answer synchronously.
   */
  cachedBlobRead(caller: Caller, address: RepoAddress, ref: string, rawPath: string): { blob: BlobTarget; body: BlobBody } | undefined {
    if (isPublicCaller(caller)) return undefined;
    const path = normalizePath(rawPath, false);
    const repo = this.deps.repos.resolveCached(caller, address, 'read')?.repo;
    const rev = repo && this.#looseBranch(repo, ref);
    if (!repo || !rev) return undefined;
    const entry = this.#entries.get(`${repo.id}:${rev.sha}:${path}`);
    if (!entry || entry.mode === MODE.tree || entry.mode === MODE.gitlink) return undefined;
    const body = this.#blobs.get(`${repo.id}:${entry.oid}`);
    if (!body) return undefined;
    return { blob: { repo, rev, ref, path, immutable: false, oid: entry.oid, mode: entry.mode }, body };
  }

  /** The entry at `path` in a commit; (commit, path) → entry never changes, so answers are kept. */
  async #entryAt(repo: Repo, commitSha: string, path: string): Promise<TreeEntry | null> {
    const key = `${repo.id}:${commitSha}:${path}`;
    const known = this.#entries.get(key);
    if (known !== undefined) return known;
    const commit = await this.deps.git.commit(repo, commitSha);
    const entry = await this.deps.git.entryAt(repo, commit.tree, path);
    this.#entries.set(key, entry);
    return entry;
  }

  async #locate(principal: Caller, address: RepoAddress, ref: string, path: string): Promise<FileTarget> {
    const { repo } = await this.deps.repos.resolve(principal, address, 'read');
    const branch = this.#looseBranch(repo, ref);
    if (branch) return { repo, rev: branch, ref, path, immutable: false };
    try {
      const rev = await resolveRevision(this.deps.git, repo, ref);
      return { repo, rev, ref, path, immutable: rev.kind === 'commit' && isObjectId(ref) };
    } catch (error) {
      if (!(error instanceof AppError) || error.code !== 'NOT_FOUND' || path === '') throw error;
      // A ref with unescaped slashes (`feature/x`) arrives split between the ref and the path: try longer refs.
      const segments = path.split('/');
      for (let k = 1; k < segments.length && k <= FILE_LIMITS.refSlashProbes; k++) {
        const longer = `${ref}/${segments.slice(0, k).join('/')}`;
        const rev = await resolveRevision(this.deps.git, repo, longer).catch((e: unknown) => {
          if (e instanceof AppError && (e.code === 'NOT_FOUND' || e.code === 'VALIDATION_ERROR')) return null;
          throw e;
        });
        if (rev) return { repo, rev, ref: longer, path: segments.slice(k).join('/'), immutable: false };
      }
      throw error;
    }
  }

  /**
   * The common case of GitReader.resolve without its thread-pool file reads: a branch name (loose or packed ref).
   * Same precedence (branches before tags); anything else (ids, tags, symbolic refs) takes the full path.
   */
  #looseBranch(repo: Repo, ref: string): ResolvedRev | null {
    // readRefSync checks the full name (null when invalid); what is left of isValidBranchName is checked here
    if (ref === 'HEAD' || ref.startsWith('-') || ref.startsWith('refs/') || isObjectId(ref)) return null;
    const full = `refs/heads/${ref}`;
    const found = readRefSync(this.deps.git.dirOf(repo), full);
    return found !== null && found !== 'absent' ? { sha: found.oid, kind: 'branch', ref: full } : null;
  }

  // ---- trees ----

  /** The folder's entries (all descendants, depth first, when recursive), up to FILE_LIMITS.treeEntries. */
  async listTree(target: FileTarget, recursive: boolean, limit: number = FILE_LIMITS.treeEntries): Promise<TreeListing> {
    const { repo, path } = target;
    const entry = await this.#entryAt(repo, target.rev.sha, path);
    if (!entry) throw notFound(`path '${path}' at '${target.ref}'`);
    if (!isTreeMode(entry.mode)) throw notFound(`'${path}' is a file, not a folder (read it with /blob)`);
    const items: TreeItem[] = [];
    const prefix = path === '' ? '' : `${path}/`;
    if (!recursive) {
      const entries = await this.deps.git.tree(repo, entry.oid);
      for (const e of entries) {
        if (items.length >= limit) return { items, truncated: true };
        items.push(toItem(e, prefix));
      }
      return { items, truncated: false };
    }
    const root = await this.deps.git.tree(repo, entry.oid);
    return { items, truncated: await this.#walkEntries(repo, root, prefix, items, limit) };
  }

  /**
   * Depth first, each folder followed by its contents. The child trees of a folder are requested together
   * (one pipelined cat-file trip) before descending; the walk stops at `limit` items.
   */
  async #walkEntries(repo: Repo, entries: TreeEntry[], prefix: string, out: TreeItem[], limit: number): Promise<boolean> {
    const children = new Map<string, Promise<TreeEntry[]>>();
    let budget = limit - out.length;
    for (const e of entries) {
      if (budget-- <= 0) break;
      if (isTreeMode(e.mode) && !children.has(e.oid)) {
        const pending = this.deps.git.tree(repo, e.oid);
        pending.catch(() => {}); // awaited below unless the walk stops first
        children.set(e.oid, pending);
      }
    }
    for (const e of entries) {
      if (out.length >= limit) return true;
      const item = toItem(e, prefix);
      out.push(item);
      if (item.type === 'folder') {
        const sub = await (children.get(e.oid) ?? this.deps.git.tree(repo, e.oid));
        if (await this.#walkEntries(repo, sub, `${item.path}/`, out, limit)) return true;
      }
    }
    return false;
  }

  // ---- blobs ----

  /** The blob's bytes when they are in memory already (the hot path: no await). */
  cached(blob: BlobTarget): BlobBody | undefined {
    return this.#blobs.get(`${blob.repo.id}:${blob.oid}`);
  }

  async size(blob: BlobTarget): Promise<number> {
    const key = `${blob.repo.id}:${blob.oid}`;
    const body = this.#blobs.get(key);
    if (body) return body.size;
    const known = this.#sizes.get(key);
    if (known !== undefined) return known;
    const info = await this.deps.git.catFiles.info(this.deps.git.dirOf(blob.repo), blob.oid);
    if (!info || info.type !== 'blob') throw notFound(`blob ${blob.oid}`);
    this.#sizes.set(key, info.size);
    return info.size;
  }

  /** The whole blob, for the JSON endpoint: 413 above FILE_LIMITS.jsonBlobBytes. */
  async readForJson(blob: BlobTarget): Promise<BlobBody> {
    const size = await this.size(blob);
    if (size > FILE_LIMITS.jsonBlobBytes) {
      throw new AppError(
        'PAYLOAD_TOO_LARGE',
        `'${blob.path}' is ${size} bytes, over the ${FILE_LIMITS.jsonBlobBytes}-byte limit of this endpoint: ` +
          'send a Range header (bytes=<start>-<end>) or download it from /raw',
        { size, limit: FILE_LIMITS.jsonBlobBytes },
      );
    }
    return this.#load(blob);
  }

  /** Bytes start..end (inclusive) of a blob whose size is known; the caller has checked the bounds. */
  async readRange(blob: BlobTarget, size: number, start: number, end: number): Promise<Buffer> {
    if (size <= FILE_LIMITS.bufferedBlobBytes) return (await this.#load(blob)).data.subarray(start, end + 1);
    return readBlobRange(this.deps.git.dirOf(blob.repo), blob.oid, start, end);
  }

  /**
   * For the raw endpoint: the bytes (buffered when small, streamed by a dedicated git process when large) and
   * whether they are text. Large blobs are sniffed from their first 8 KB; buffered ones are checked whole.
   */
  async openRaw(blob: BlobTarget, size: number, range: { start: number; end: number } | null, withBody = true): Promise<RawBlob> {
    if (size <= FILE_LIMITS.bufferedBlobBytes) {
      const body = this.cached(blob) ?? (await this.#load(blob));
      return { size, text: body.text, body: range ? body.data.subarray(range.start, range.end + 1) : body.data };
    }
    const dir = this.deps.git.dirOf(blob.repo);
    const key = `${blob.repo.id}:${blob.oid}`;
    let text = this.#streamedText.get(key);
    if (text === undefined) {
      text = isTextPrefix(await readBlobRange(dir, blob.oid, 0, SNIFF_BYTES - 1), size <= SNIFF_BYTES);
      this.#streamedText.set(key, text);
    }
    // HEAD: no git process for bytes nobody will read
    const body = withBody ? new BlobStream(dir, blob.oid, range ?? {}) : Readable.from([]);
    return { size, text, body };
  }

  async #load(blob: BlobTarget): Promise<BlobBody> {
    const key = `${blob.repo.id}:${blob.oid}`;
    const cached = this.#blobs.get(key);
    if (cached) return cached;
    const object = await this.deps.git.catFiles.read(this.deps.git.dirOf(blob.repo), blob.oid);
    if (!object || object.type !== 'blob') throw notFound(`blob ${blob.oid}`);
    const body = new BlobBody(blob.oid, object.data);
    this.#blobs.set(key, body);
    return body;
  }

  // ---- batch ----

  /**
   * Resolves every path of a batch read (cheap: refs and cached trees) and hashes the result's identity, so
   * the caller can answer 304 before any content is read. Duplicate paths are answered once.
   */
  async planBatch(principal: Caller, address: RepoAddress, input: BatchInput): Promise<BatchPlan> {
    if (input.paths.length === 0 || input.paths.length > FILE_LIMITS.batchPaths) {
      throw invalid(`paths must hold 1 to ${FILE_LIMITS.batchPaths} entries`);
    }
    const paths = [...new Set(input.paths.map((p) => normalizePath(p, false)))];
    const encoding = input.encoding ?? 'auto';
    const maxSize = Math.min(input.max_size ?? FILE_LIMITS.batchDefaultMaxSize, FILE_LIMITS.jsonBlobBytes);
    const { repo } = await this.deps.repos.resolve(principal, address, 'read');
    const rev = await resolveRevision(this.deps.git, repo, input.ref ?? repo.defaultBranch);
    const found: { path: string; oid: string }[] = [];
    const missing: string[] = [];
    for (let i = 0; i < paths.length; i += FILE_LIMITS.batchChunk) {
      const chunk = paths.slice(i, i + FILE_LIMITS.batchChunk);
      const entries = await Promise.all(chunk.map((p) => this.#entryAt(repo, rev.sha, p)));
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
      `paths=${found.map((f) => f.path).join('\0')}`,
      `missing=${missing.join('\0')}`,
    ].join('\n');
    return {
      repo,
      rev,
      version: sha1(identity),
      load: () => this.#readBatch(repo, found, missing, encoding, maxSize),
    };
  }

  async #readBatch(
    repo: Repo,
    found: { path: string; oid: string }[],
    missing: string[],
    encoding: BatchEncoding,
    maxSize: number,
  ): Promise<{ blobs: BatchBlob[]; missing: string[] }> {
    const dir = this.deps.git.dirOf(repo);
    const blobs: BatchBlob[] = [];
    let budget = FILE_LIMITS.batchTotalBytes;
    for (let i = 0; i < found.length; i += FILE_LIMITS.batchChunk) {
      const chunk = found.slice(i, i + FILE_LIMITS.batchChunk);
      const keys = chunk.map((f) => `${repo.id}:${f.oid}`);
      // sizes first (no data moves), so oversized blobs are never read
      const sizes: (number | undefined)[] = keys.map((k) => this.#blobs.get(k)?.size ?? this.#sizes.get(k));
      const unknown = chunk.filter((_, k) => sizes[k] === undefined);
      if (unknown.length > 0) {
        const infos = await this.deps.git.catFiles.infoMany(dir, unknown.map((f) => f.oid));
        let u = 0;
        for (let k = 0; k < chunk.length; k++) {
          if (sizes[k] !== undefined) continue;
          const info = infos[u++];
          if (!info) throw notFound(`blob ${chunk[k]!.oid}`);
          sizes[k] = info.size;
          this.#sizes.set(keys[k]!, info.size);
        }
      }
      const wanted: number[] = [];
      for (let k = 0; k < chunk.length; k++) {
        const size = sizes[k]!;
        if (size <= maxSize && size <= budget) {
          wanted.push(k);
          budget -= size;
        }
      }
      const bodies = new Map<number, BlobBody>();
      for (const k of wanted) {
        const hit = this.#blobs.get(keys[k]!);
        if (hit) bodies.set(k, hit);
      }
      const toRead = wanted.filter((k) => !bodies.has(k));
      // one pipelined round trip for the chunk's contents
      const objects = toRead.length > 0 ? await this.deps.git.catFiles.readMany(dir, toRead.map((k) => chunk[k]!.oid)) : [];
      toRead.forEach((k, n) => {
        const object = objects[n];
        if (!object || object.type !== 'blob') throw notFound(`blob ${chunk[k]!.oid}`);
        const body = new BlobBody(object.oid, object.data);
        this.#blobs.set(keys[k]!, body);
        bodies.set(k, body);
      });
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
}

function toItem(e: TreeEntry, prefix: string): TreeItem {
  return { name: e.name, path: prefix + e.name, type: itemType(e.mode), sha: e.oid, mode: displayMode(e.mode) };
}

/**
 * A request path → a repository-relative path ('' for the root when allowed). A trailing slash is accepted
 * for folders. Empty, `.` and `..` segments, a leading slash, NUL and newlines are refused with 400.
 */
export function normalizePath(raw: string, allowRoot: boolean): string {
  const path = allowRoot && raw.endsWith('/') ? raw.slice(0, -1) : raw;
  if (path === '') {
    if (allowRoot) return '';
    throw invalid('a file path is required');
  }
  if (!isValidPath(path)) throw invalid(`invalid path ${JSON.stringify(raw)}: no empty, '.' or '..' segments, leading '/', NUL or newline`);
  return path;
}
