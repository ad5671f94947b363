import type { Clock } from '../../infra/clock.js';
import type { KeywordChunk, KeywordFileChanges, Store } from '../../store/index.js';
import type { RepoHandle } from '../repository/index.js';
import { chunkLines, indexable, MAX_INDEXED_BYTES } from './chunk.js';
import { diffTrees, listFiles } from './tree-walk.js';

/** Blobs read from git per batch (one cat-file round trip each way), and written per transaction. */
const READ_BATCH = 100;

/** What one run did: files the branch holds, blobs whose text was read and indexed, chunks written. */
export interface KeywordRunStats {
  commitSha: string;
  incremental: boolean;
  changedPaths: number;
  blobsIndexed: number;
  chunksWritten: number;
  filesCount: number;
}

export interface IndexerDeps {
  store: Store;
  clock: Clock;
}

/**
 * Brings a branch's keyword index to `tipSha`: from the last indexed commit by the tree diff (only changed
 * paths), else from the whole tree; reads only blobs never indexed before (content-addressed by SHA).
 */
export async function indexBranch(
  deps: IndexerDeps,
  handle: RepoHandle,
  branch: string,
  tipSha: string,
  options: { signal?: AbortSignal; progress?: (done: number, total: number) => void } = {},
): Promise<KeywordRunStats> {
  const { store, clock } = deps;
  const repoId = handle.repo.id;
  const now = () => new Date(clock.now()).toISOString();
  const record = await store.keyword.branch(repoId, branch);
  await store.keyword.markBranch(repoId, branch, 'indexing', null, now());
  const newTree = (await handle.commit(tipSha)).tree;
  let changes: KeywordFileChanges | null = null;
  if (record?.commitSha) {
    const oldTree = await handle.commit(record.commitSha).then((c) => c.tree, () => null); // gone (force push + gc): full run
    if (oldTree) changes = await diffTrees(handle, oldTree, newTree);
  }
  const incremental = changes !== null;
  if (!changes) {
    const files = await listFiles(handle, newTree);
    changes = { replace: true, deletes: [], upserts: [...files].map(([path, blobSha]) => ({ path, blobSha })) };
  }

  const missing = await store.keyword.missingBlobs(changes.upserts.map((u) => u.blobSha));
  let chunksWritten = 0;
  options.progress?.(0, missing.length);
  for (let i = 0; i < missing.length; i += READ_BATCH) {
    options.signal?.throwIfAborted();
    const batch = missing.slice(i, i + READ_BATCH);
    // sizes first: a large blob is recorded as not indexable without reading its bytes
    const sizes = await handle.entrySizes(batch);
    const toRead = batch.filter((_, j) => (sizes[j] ?? Infinity) <= MAX_INDEXED_BYTES);
    const objects = await handle.readMany(toRead);
    const text = new Map<string, Buffer>();
    toRead.forEach((sha, j) => {
      const object = objects[j];
      if (object && object.type === 'blob') text.set(sha, object.data);
    });
    const blobs = batch.map((sha) => {
      const data = text.get(sha);
      const chunks: KeywordChunk[] = data && indexable(data) ? chunkLines(data.toString('utf8')) : [];
      chunksWritten += chunks.length;
      return { sha, chunks };
    });
    await store.keyword.putBlobs(blobs, now());
    options.progress?.(Math.min(i + READ_BATCH, missing.length), missing.length);
  }
  options.signal?.throwIfAborted();
  const dropped = await store.keyword.applyFiles(repoId, branch, tipSha, changes, now());
  await store.keyword.sweepBlobs(dropped);
  const after = await store.keyword.branch(repoId, branch);
  return {
    commitSha: tipSha,
    incremental,
    changedPaths: changes.upserts.length + changes.deletes.length,
    blobsIndexed: missing.length,
    chunksWritten,
    filesCount: after?.filesCount ?? 0,
  };
}
