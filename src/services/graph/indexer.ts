/**
 * One index run of a branch: walk the commit's tree, re-extract only files whose blob changed since the
 * stored graph (in batches, with progress), resolve the whole graph again in memory from the stored extracts
 * (cheap next to parsing), find communities, and write back only the file rows whose content changed.
 */
import { codeLanguageOf } from '../../infra/tree-sitter/index.js';
import type { GraphFileRow, Store } from '../../store/index.js';
import { isTreeMode, type RepoHandle } from '../repository/index.js';
import { decode, encode, packEdges } from './codec.js';
import { detectCommunities } from './communities.js';
import { extractFile } from './extract.js';
import { specFor } from './languages/index.js';
import type { FileExtract, GraphEdge } from './model.js';
import { buildGraph, type FileInput } from './resolve.js';

export const INDEX_LIMITS = {
  /** Blobs read and parsed per batch (one pipelined cat-file trip). */
  batch: 50,
  /** Larger files are generated or vendored more often than written: skipped. */
  maxFileBytes: 1024 * 1024,
  /** Files walked per tree. */
  maxFiles: 100_000,
} as const;

export interface IndexRunResult {
  commitSha: string;
  nodes: number;
  edges: number;
  /** Files parsed in this run (changed or new). */
  parsed: string[];
  removed: string[];
}

interface Entry {
  path: string;
  oid: string;
}

/** Files of a tree that the graph covers, depth first. */
async function codeFiles(handle: RepoHandle, tree: string, prefix = '', out: Entry[] = []): Promise<Entry[]> {
  const entries = await handle.tree(tree);
  for (const e of entries) {
    if (out.length >= INDEX_LIMITS.maxFiles) break;
    const path = prefix + e.name;
    if (isTreeMode(e.mode)) {
      if (e.name === 'node_modules' || e.name === '.git' || e.name === 'vendor') continue;
      await codeFiles(handle, e.oid, `${path}/`, out);
    } else if (e.mode !== '160000' && e.mode !== '120000') {
      const lang = codeLanguageOf(path);
      if (lang && specFor(lang)) out.push({ path, oid: e.oid });
    }
  }
  return out;
}

export async function runIndex(
  store: Store,
  handle: RepoHandle,
  branch: string,
  commitSha: string,
  progress: (done: number, total: number) => Promise<void>,
  signal?: AbortSignal,
): Promise<IndexRunResult & { upserts: GraphFileRow[]; deletes: string[]; communities: string }> {
  const repoId = handle.repo.id;
  const commit = await handle.commit(commitSha);
  const files = await codeFiles(handle, commit.tree);
  const stored = await store.graph.fileShas(repoId, branch);
  const changed = files.filter((f) => stored.get(f.path) !== f.oid);
  const present = new Set(files.map((f) => f.path));
  const removed = [...stored.keys()].filter((p) => !present.has(p));
  const total = Math.ceil(changed.length / INDEX_LIMITS.batch) + 1;
  await progress(0, total);

  const extracts = new Map<string, { oid: string; extract: FileExtract | null }>();
  for (let i = 0; i < changed.length; i += INDEX_LIMITS.batch) {
    signal?.throwIfAborted();
    const batch = changed.slice(i, i + INDEX_LIMITS.batch);
    const sizes = await handle.infoMany(batch.map((f) => f.oid));
    const wanted = batch.filter((_, k) => (sizes[k]?.size ?? Infinity) <= INDEX_LIMITS.maxFileBytes);
    const blobs = await handle.readMany(wanted.map((f) => f.oid));
    for (let k = 0; k < wanted.length; k++) {
      const f = wanted[k]!;
      const body = blobs[k]?.data;
      const text = body && !body.subarray(0, 8000).includes(0) ? body.toString('utf8') : null;
      extracts.set(f.path, { oid: f.oid, extract: text === null ? null : await extractFile(codeLanguageOf(f.path)!, text) });
    }
    for (const f of batch) if (!extracts.has(f.path)) extracts.set(f.path, { oid: f.oid, extract: null });
    await progress(i / INDEX_LIMITS.batch + 1, total);
  }

  // unchanged files come from the store, as extracted before
  const rows = new Map((await store.graph.files(repoId, branch)).map((r) => [r.path, r]));
  const inputs: FileInput[] = [];
  for (const f of files) {
    const fresh = extracts.get(f.path);
    if (fresh) {
      if (fresh.extract) inputs.push({ path: f.path, blob_sha: f.oid, extract: fresh.extract });
      continue;
    }
    const row = rows.get(f.path);
    const extract = row ? decode<FileExtract | null>(row.extract) : null;
    if (extract) inputs.push({ path: f.path, blob_sha: f.oid, extract });
  }
  const built = buildGraph(inputs);
  const inputByPath = new Map(inputs.map((x) => [x.path, x]));
  const communities = detectCommunities(built.nodes, built.edges);

  // per-file rows: the extract (nodes come back from it) and the edges resolved from the file
  const edgesOf = new Map<string, GraphEdge[]>();
  built.edges.forEach((e, i) => {
    const file = built.edgeFile[i]!;
    (edgesOf.get(file) ?? edgesOf.set(file, []).get(file)!).push(e);
  });
  const upserts: GraphFileRow[] = [];
  for (const f of files) {
    const fresh = extracts.get(f.path);
    const input = inputByPath.get(f.path);
    const json = JSON.stringify(packEdges(edgesOf.get(f.path) ?? []));
    const row = rows.get(f.path);
    // compare before compressing: most rows of an update are unchanged, and decompressing is the cheap direction
    if (fresh || !row || row.blobSha !== f.oid || JSON.stringify(decode(row.edges)) !== json) {
      upserts.push({ path: f.path, blobSha: f.oid, extract: fresh ? encode(fresh.extract) : row?.extract ?? encode(input?.extract ?? null), edges: encode(JSON.parse(json)) });
    }
  }
  await progress(total, total);
  return {
    commitSha,
    nodes: built.nodes.length,
    edges: built.edges.length,
    parsed: changed.map((f) => f.path),
    removed,
    upserts,
    deletes: removed,
    communities: encode(Object.fromEntries(communities)),
  };
}
