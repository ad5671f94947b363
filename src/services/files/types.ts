/** What file reads return, and SPEC's limits for them. */
import type { Repo } from '../../domain/types.js';
import type { RepoHandle, ResolvedRev } from '../repository/index.js';

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
  /** Bytes, for files (blobs and symlinks); absent for folders and submodules. */
  size?: number;
}

/** A resolved read location: repository, revision and a normalized path ('' is the root). */
export interface FileTarget {
  handle: RepoHandle;
  repo: Repo;
  rev: ResolvedRev;
  /** The ref as it matched: a branch or tag name (possibly with slashes), or a commit id. */
  ref: string;
  path: string;
  /** Named by a full commit SHA: the answer can never change. */
  immutable: boolean;
}

/** The root of a repository whose default branch has no commit yet: listed as empty. */
export interface UnbornTarget {
  unborn: true;
  repo: Repo;
  ref: string;
  path: '';
}

export interface BlobTarget extends FileTarget {
  oid: string;
  mode: string;
}

export interface TreeListing {
  items: TreeItem[];
  truncated: boolean;
}
