/**
 * One indexing run: the files of the branch's tip (under the scope's path prefix) are listed from trees; blobs
 * the embedder has already seen — in any branch, repository or fork — are skipped; the rest are read in
 * batches through the repository handle, chunked and embedded, and their vectors stored. Then every blob of the
 * tree joins the namespace and the tracking record moves to `ready` with the commit. Progress is recorded per
 * batch (total_batches / processed_batches).
 */
import type { Embedder } from '../../infra/embeddings/index.js';
import type { Clock } from '../../infra/clock.js';
import { encodeVector, type BlobVectors, type Store } from '../../store/index.js';
import type { RepoHandle } from '../repository/index.js';
import { CHUNK_LIMITS, chunkFile } from './chunking.js';
import { namespaceOf } from './namespaces.js';
import { treeFiles, type TreeFile } from './tree-files.js';

export const INDEX_LIMITS = {
  /** Blobs read and embedded per batch. */
  batchBlobs: 32,
  /** Larger files are not indexed (generated code, data). */
  maxFileBytes: 1024 * 1024,
};

export interface IndexRun {
  repoId: string;
  scope: string;
  branch: string;
}

export interface IndexerDeps {
  store: Store;
  clock: Clock;
  embedder: Embedder;
}

function isBinary(data: Buffer): boolean {
  return data.subarray(0, 8000).includes(0);
}

export async function runIndex(deps: IndexerDeps, handle: RepoHandle, run: IndexRun, signal: AbortSignal): Promise<void> {
  const { store, clock, embedder } = deps;
  const now = () => new Date(clock.now()).toISOString();
  const update = (patch: Parameters<Store['semantic']['update']>[3]) => store.semantic.update(run.repoId, run.scope, run.branch, patch, now());
  const scope = await store.semantic.scope(run.repoId, run.scope);
  const prefix = scope?.pathPrefix || null;
  const resolved = await handle.resolve(`refs/heads/${run.branch}`, 'branch');
  const commit = await handle.commit(resolved.sha);
  if (!(await update({ status: 'indexing', totalBatches: 0, processedBatches: 0, error: null }))) return;

  const files = await treeFiles(handle, commit.tree, prefix);
  const pathOf = new Map<string, string>();
  for (const f of files) if (!pathOf.has(f.blob)) pathOf.set(f.blob, f.path);
  const blobs = [...pathOf.keys()];
  const done = await store.vectors.embedded(embedder.id, blobs);
  const missing = blobs.filter((b) => !done.has(b));
  const total = Math.ceil(missing.length / INDEX_LIMITS.batchBlobs);
  if (!(await update({ totalBatches: total, processedBatches: 0 }))) return;

  for (let batch = 0; batch < total; batch++) {
    signal.throwIfAborted();
    const ids = missing.slice(batch * INDEX_LIMITS.batchBlobs, (batch + 1) * INDEX_LIMITS.batchBlobs);
    const sizes = await handle.entrySizes(ids);
    const readable = ids.filter((_, i) => (sizes[i] ?? 0) <= INDEX_LIMITS.maxFileBytes);
    const objects = await handle.readMany(readable);
    const pieces: Array<{ blob: string; chunks: Awaited<ReturnType<typeof chunkFile>> }> = [];
    for (let i = 0; i < readable.length; i++) {
      const data = objects[i]?.data;
      const chunks = data && !isBinary(data) ? await chunkFile(pathOf.get(readable[i]!)!, data.toString('utf8')) : [];
      pieces.push({ blob: readable[i]!, chunks });
    }
    const texts = pieces.flatMap((p) => p.chunks.map((c) => c.text.slice(0, CHUNK_LIMITS.embedChars)));
    const vectors = texts.length > 0 ? await embedder.embed(texts, { role: 'document', signal }) : [];
    let at = 0;
    const records: BlobVectors[] = pieces.map((p) => ({
      blobSha: p.blob,
      chunks: p.chunks.map((c, chunkNo) => ({ chunkNo, startLine: c.startLine, endLine: c.endLine, vector: encodeVector(vectors[at++]!) })),
    }));
    // too large to read: recorded with no chunks, so no later run tries again
    for (const id of ids) if (!readable.includes(id)) records.push({ blobSha: id, chunks: [] });
    await store.vectors.put(embedder.id, records);
    if (!(await update({ processedBatches: batch + 1 }))) return;
  }

  // deleted while the run went on: the vectors stay unreferenced (reused if indexed again), the namespace is not revived
  if (!(await store.semantic.record(run.repoId, run.scope, run.branch))) return;
  await store.vectors.addToNamespace(namespaceOf(run.repoId, run.scope), embedder.id, blobs);
  const counts = await store.vectors.chunkCounts(embedder.id, blobs);
  let chunks = 0;
  for (const f of files) chunks += counts.get(f.blob) ?? 0;
  await update({ status: 'ready', lastCommitSha: resolved.sha, chunksCount: chunks, indexedAt: now(), error: null });
}

export type { TreeFile };
