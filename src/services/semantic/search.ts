/**
 * A semantic search over one commit: the commit's files (filtered by the scope's path prefix, path_pattern and
 * language) meet the blobs the namespace(s) hold; each query (q, sub-queries or segments of a long q) is
 * embedded and scored against those rows; lists are fused (RRF), candidates reranked (BM25 by default) on their
 * text re-read from git, diversified across files (each further chunk of a file already listed scores less),
 * and the best top_k returned with snippets. Instant forks also search their parents' namespaces; the fork's own
 * rows win on duplicates.
 */
import picomatch from 'picomatch';
import type { Embedder, Reranker } from '../../infra/embeddings/index.js';
import { displayLanguageOf } from '../../infra/tree-sitter/index.js';
import type { RepoHandle } from '../repository/index.js';
import type { MatrixCache, NamespaceMatrix } from './engine.js';
import { QUERY_LIMITS, reciprocalRankFusion } from './query.js';
import type { TreeFile } from './tree-files.js';

export interface SemanticResult {
  file_path: string;
  score: number;
  language: string | null;
  start_line: number;
  end_line: number;
  snippet: string;
  context_before: string;
  context_after: string;
}

export interface SearchPlan {
  queries: string[];
  /** Namespaces to search, the repository's own first (it wins on duplicates). */
  namespaces: string[];
  files: TreeFile[];
  pathPrefix: string | null;
  pathPattern?: string | undefined;
  language?: string | undefined;
  topK: number;
  expandContext: boolean;
  rerank: boolean;
  rerankQuery: string;
}

export interface SearchDeps {
  embedder: Embedder;
  reranker: Reranker;
  matrices: MatrixCache;
}

const CONTEXT_LINES = 20;
/** Each further chunk of a file already ranked keeps this share of its score. */
const DIVERSITY_PENALTY = 0.75;

interface Candidate {
  key: string;
  blob: string;
  startLine: number;
  endLine: number;
  vectorScore: number;
  fused: number;
}

/**
 * What a commit shows a search with given filters: each blob's paths, and per namespace the mask of rows to
 * score. Built once per (tree, filters, namespace versions) and cached by the service: repeated searches of a
 * commit skip the walk over its files.
 */
export interface SearchView {
  pathsOf: Map<string, string[]>;
  masks: Array<Uint8Array | null>;
  /** Rows are searchable at all (false with masks all null: the filters matched nothing indexed). */
  searchable: boolean;
  /** Some file under the prefix is indexed (false: 404 for this version). */
  anyIndexed: boolean;
  /** The matrices the masks were made for. */
  matrices: readonly NamespaceMatrix[];
}

export function buildView(plan: SearchPlan, matrices: readonly NamespaceMatrix[]): SearchView {
  const match = plan.pathPattern ? picomatch(plan.pathPattern, { dot: true }) : null;
  const language = plan.language?.toLowerCase();
  const pathsOf = new Map<string, string[]>();
  let anyIndexed = false;
  for (const f of plan.files) {
    if (plan.pathPrefix && !f.path.startsWith(plan.pathPrefix)) continue;
    if (!anyIndexed && matrices.some((m) => m.hasBlob(f.blob))) anyIndexed = true;
    if (match && !match(f.path)) continue;
    if (language && (displayLanguageOf(f.path) ?? '') !== language) continue;
    const list = pathsOf.get(f.blob);
    if (list) list.push(f.path);
    else pathsOf.set(f.blob, [f.path]);
  }
  // a blob is searched in the first namespace (own before parents) that holds it
  const claimed = new Set<string>();
  const masks = matrices.map((m) => {
    const mine: string[] = [];
    for (const blob of pathsOf.keys()) {
      if (claimed.has(blob) || !m.hasBlob(blob)) continue;
      mine.push(blob);
      claimed.add(blob);
    }
    return mine.length > 0 ? m.mask(mine) : null;
  });
  return { pathsOf, masks, searchable: claimed.size > 0, anyIndexed, matrices };
}

/** null: none of the commit's files (under the prefix) is indexed in any namespace. */
export async function runSearch(deps: SearchDeps, handle: RepoHandle, plan: SearchPlan, viewOf: (matrices: NamespaceMatrix[]) => SearchView): Promise<SemanticResult[] | null> {
  const matrices = await Promise.all(plan.namespaces.map((ns) => deps.matrices.get(ns, deps.embedder)));
  const { pathsOf, masks, searchable, anyIndexed } = viewOf(matrices);
  // filters that match nothing give no results; a commit none of whose files is indexed is a 404
  if (!searchable) return anyIndexed ? [] : null;

  const depth = Math.min(200, Math.max(50, plan.topK * 5));
  const terms = deps.embedder.queryTerms?.bind(deps.embedder);
  // lexical: match by terms (every dimension of a term must match); dense: the vectors as they are
  const searches: Array<(m: (typeof matrices)[number], mask: Uint8Array) => ReturnType<(typeof matrices)[number]['search']>> = terms
    ? plan.queries.map((q) => {
        const t = terms(q);
        return (m, mask) => m.searchTerms(t, mask, depth);
      })
    : (await deps.embedder.embed(plan.queries, { role: 'query' })).map((vector) => (m, mask) => m.search(vector, mask, depth));
  const candidates = new Map<string, Candidate>();
  const lists: string[][] = searches.map((run) => {
    const hits = matrices.flatMap((m, i) => {
      const mask = masks[i];
      if (!mask) return [];
      return run(m, mask).map((h) => ({ ...h, info: m.info[h.row]! }));
    });
    hits.sort((a, b) => b.score - a.score);
    const keys: string[] = [];
    for (const h of hits.slice(0, depth)) {
      const key = `${h.info.blobSha}:${h.info.chunkNo}`;
      keys.push(key);
      const c = candidates.get(key);
      if (c) c.vectorScore = Math.max(c.vectorScore, h.score);
      else candidates.set(key, { key, blob: h.info.blobSha, startLine: h.info.startLine, endLine: h.info.endLine, vectorScore: h.score, fused: 0 });
    }
    return keys;
  });
  if (candidates.size === 0) return [];
  const fused = reciprocalRankFusion(lists);
  const maxFused = Math.max(...fused.values());
  for (const c of candidates.values()) c.fused = lists.length > 1 ? (fused.get(c.key) ?? 0) / maxFused : c.vectorScore;
  // rerank at most this many (each needs its text): as deep as the vector leg went for a small top_k, since a
  // chunk the hashed vectors place 40th (its words spread over a long file) may be the one the rerank puts first
  const pool = [...candidates.values()].sort((a, b) => b.fused - a.fused).slice(0, Math.max(50, plan.topK * 3));

  const blobs = [...new Set(pool.map((c) => c.blob))];
  const objects = await handle.readMany(blobs);
  const linesOf = new Map<string, string[]>();
  blobs.forEach((b, i) => linesOf.set(b, objects[i]?.data.toString('utf8').split('\n') ?? []));
  const expanded = pool.flatMap((c) => (pathsOf.get(c.blob) ?? []).slice(0, 3).map((path) => ({ ...c, path })));
  const texts = expanded.map((c) => linesOf.get(c.blob)!.slice(c.startLine - 1, c.endLine).join('\n'));
  let scores = expanded.map((c) => c.fused);
  if (plan.rerank && expanded.length > 0) {
    const reranked = await deps.reranker.rerank(plan.rerankQuery, expanded.map((c, i) => `${c.path}\n${texts[i]}`));
    scores = expanded.map((c, i) => 0.5 * c.fused + 0.5 * reranked[i]!);
  }
  const order = expanded.map((c, i) => ({ c, text: texts[i]!, score: scores[i]! })).sort((a, b) => b.score - a.score);
  const seen = new Map<string, number>();
  const diversified = order
    .map((item) => {
      const n = seen.get(item.c.path) ?? 0;
      seen.set(item.c.path, n + 1);
      return { ...item, score: item.score * DIVERSITY_PENALTY ** n };
    })
    .sort((a, b) => b.score - a.score)
    .slice(0, plan.topK);
  return diversified.map(({ c, text, score }) => {
    const lines = linesOf.get(c.blob)!;
    const before = plan.expandContext ? lines.slice(Math.max(0, c.startLine - 1 - CONTEXT_LINES), c.startLine - 1).join('\n') : '';
    const after = plan.expandContext ? lines.slice(c.endLine, c.endLine + CONTEXT_LINES).join('\n') : '';
    return {
      file_path: c.path,
      score: Math.round(Math.min(1, Math.max(0, score)) * 10000) / 10000,
      language: displayLanguageOf(c.path),
      start_line: c.startLine,
      end_line: c.endLine,
      snippet: text,
      context_before: before,
      context_after: after,
    };
  });
}

export function rerankQueryOf(q: string): string {
  return q.length > QUERY_LIMITS.rerankChars ? q.slice(0, QUERY_LIMITS.rerankChars) : q;
}
