/** Reading trees and files at a revision: tree listings, whole blobs, byte ranges, raw streams and batches. */
import type { Caller } from '../../domain/types.js';
import type { RepoAddress, RepoGate } from '../repository/index.js';
import type { BlobBody } from './blob-cache.js';
import { planBatch, type BatchInput, type BatchPlan } from './batch.js';
import { BlobReader, type RawBlob } from './blobs.js';
import { Locator } from './locate.js';
import { prefetch, type PrefetchInput, type PrefetchLine } from './prefetch.js';
import { listTree } from './trees.js';
import type { BlobTarget, FileTarget, TreeListing, UnbornTarget } from './types.js';

export { BlobBody } from './blob-cache.js';
export type { BatchBlob, BatchEncoding, BatchInput, BatchPlan } from './batch.js';
export type { RawBlob } from './blobs.js';
export { normalizePath } from './locate.js';
export { PREFETCH_LIMITS, type PrefetchInput, type PrefetchLine } from './prefetch.js';
export { displayMode, itemType } from './trees.js';
export { FILE_LIMITS, type BlobTarget, type FileTarget, type ItemType, type TreeItem, type TreeListing, type UnbornTarget } from './types.js';

export interface FileDeps {
  gate: RepoGate;
}

export class FileService {
  readonly #locator: Locator;
  readonly #blobs = new BlobReader();

  constructor(private readonly deps: FileDeps) {
    this.#locator = new Locator(deps.gate);
  }

  /** Repository, revision and folder path of a tree read (the walk itself is `listTree`). */
  locateTree(caller: Caller, address: RepoAddress, ref: string, rawPath: string): Promise<FileTarget | UnbornTarget> {
    return this.#locator.tree(caller, address, ref, rawPath);
  }

  /** The blob at a path, or 404 when the path is missing, a folder or a submodule. */
  locateBlob(caller: Caller, address: RepoAddress, ref: string, rawPath: string): Promise<BlobTarget> {
    return this.#locator.blob(caller, address, ref, rawPath);
  }

  /**
   * locateBlob and the blob's body, answered without waiting when everything is cached: the repository row,
   * the (commit, path) entry and the body (the ref itself is still read from disk). Undefined whenever anything
   * is not cached; then locateBlob gives the same answer or the same error.
   */
  cachedBlobRead(caller: Caller, address: RepoAddress, ref: string, rawPath: string): { blob: BlobTarget; body: BlobBody } | undefined {
    const blob = this.#locator.cachedBlob(caller, address, ref, rawPath);
    const body = blob && this.#blobs.cached(blob);
    return blob && body ? { blob, body } : undefined;
  }

  /** Files of a revision matching globs, as lines of NDJSON (checked and resolved before the first line). */
  prefetch(caller: Caller, address: RepoAddress, input: PrefetchInput): Promise<AsyncGenerator<PrefetchLine>> {
    return prefetch(this.deps.gate, caller, address, input);
  }

  listTree(target: FileTarget, recursive: boolean): Promise<TreeListing> {
    return listTree(this.#locator, target, recursive);
  }

  cached(blob: BlobTarget): BlobBody | undefined {
    return this.#blobs.cached(blob);
  }

  size(blob: BlobTarget): Promise<number> {
    return this.#blobs.size(blob);
  }

  readForJson(blob: BlobTarget): Promise<BlobBody> {
    return this.#blobs.readForJson(blob);
  }

  readRange(blob: BlobTarget, size: number, start: number, end: number): Promise<Buffer> {
    return this.#blobs.readRange(blob, size, start, end);
  }

  openRaw(blob: BlobTarget, size: number, range: { start: number; end: number } | null, withBody = true): Promise<RawBlob> {
    return this.#blobs.openRaw(blob, size, range, withBody);
  }

  planBatch(caller: Caller, address: RepoAddress, input: BatchInput): Promise<BatchPlan> {
    return planBatch(this.deps.gate, this.#locator, this.#blobs, caller, address, input);
  }
}
