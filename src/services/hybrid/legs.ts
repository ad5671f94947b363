import type { KeywordService } from '../keyword/index.js';
import { parseKeywordQuery } from '../keyword/index.js';
import type { RepoHandle } from '../repository/index.js';
import type { GraphService } from '../graph/index.js';
import type { SemanticService } from '../semantic/index.js';
import type { QueryClass } from './classify.js';
import { bestDefinition } from './symbols.js';

/** What a leg is asked: the query, the revision (as named and as resolved), how many results, and the query's class. */
export interface LegQuery {
  q: string;
  ref: string;
  commitSha: string;
  top_k: number;
  queryClass: QueryClass | null;
}

/** One leg result (1-based inclusive lines). Symbol fields are null when the leg does not know them. */
export interface LegHit {
  file_path: string;
  start_line: number;
  end_line: number;
  score: number;
  name: string | null;
  type: string | null;
  signature: string | null;
  language: string | null;
}

/** A leg's answer, or why it has none: nothing indexed for this revision, or a first run under way. */
export type LegOutcome = { state: 'ready'; hits: LegHit[] } | { state: 'indexing' } | { state: 'not_indexed' };

/** Relationships of one result, for include_graph. */
export interface Relationships {
  callers: string[];
  callees: string[];
}

/**
 * One search leg as the hybrid service uses it. The semantic and graph services are adapted to this at
 * wiring time; a leg not wired is skipped and never appears in `sources`.
 */
export interface SearchLeg {
  search(handle: RepoHandle, query: LegQuery): Promise<LegOutcome>;
  /** Graph leg only: callers and callees of a named symbol, for include_graph. */
  relationships?(handle: RepoHandle, query: { name: string; file_path: string; ref: string }): Promise<Relationships | null>;
}

/** Chunk results named by the definition in each that matches the query's words best. */
function namedHits<R extends { file_path: string; start_line: number; end_line: number; score: number; snippet: string }>(
  results: R[],
  q: string,
  languageOf: (r: R) => string | null,
): LegHit[] {
  const terms = parseKeywordQuery(q).terms;
  return results.map((r) => {
    const def = bestDefinition(r.snippet, terms);
    return {
      file_path: r.file_path,
      start_line: r.start_line,
      end_line: r.end_line,
      score: r.score,
      name: def?.name ?? null,
      type: def?.type ?? null,
      signature: def?.signature ?? null,
      language: languageOf(r),
    };
  });
}

/** The keyword service as a leg: chunks named by the definition they hold that matches the query best. */
export function keywordLeg(keyword: KeywordService, languageOf: (path: string) => string | null): SearchLeg {
  return {
    async search(handle, query) {
      const outcome = await keyword.search(handle, { q: query.q, ref: query.ref, top_k: query.top_k });
      if (outcome.state !== 'ready') return outcome;
      return { state: 'ready', hits: namedHits(outcome.results, query.q, (r) => languageOf(r.file_path)) };
    },
  };
}

/** The semantic service as a leg: its chunks, named by the definition in them that matches the query best. */
export function semanticLeg(semantic: SemanticService): SearchLeg {
  return {
    async search(handle, query) {
      const outcome = await semantic.searchLeg(handle, { q: query.q, ref: query.commitSha, top_k: query.top_k });
      if (outcome.state !== 'ready') return outcome;
      return { state: 'ready', hits: namedHits(outcome.results, query.q, (r) => r.language) };
    },
  };
}

/** Node kinds that name a place in code a search should point at (not whole files, modules or comments). */
const GRAPH_RESULT_TYPES = new Set(['Function', 'Class', 'Interface', 'Enum', 'Type', 'Variable', 'Test', 'Route', 'Decorator']);

/**
 * The code graph as a leg: symbols whose names the query mentions; for structural and impact wording ("who
 * calls…", "what breaks if…") also the symbols one edge away from the best match, which is what such a
 * question is after. include_graph asks it for callers and callees.
 */
export function graphLeg(graph: GraphService): SearchLeg {
  return {
    async search(handle, query) {
      const found = await graph.symbolLookup(handle, { q: query.q, ref: query.ref, top_k: query.top_k }).catch(() => null);
      if (!found) return { state: 'not_indexed' };
      const nodes = found.nodes.filter((n) => GRAPH_RESULT_TYPES.has(n.type));
      if ((query.queryClass === 'structural' || query.queryClass === 'impact') && nodes[0]) {
        const near = await graph.neighbours(handle, nodes[0].id, query.ref).catch(() => null);
        for (const n of near?.nodes ?? []) if (GRAPH_RESULT_TYPES.has(n.type) && !nodes.some((m) => m.id === n.id)) nodes.push(n);
      }
      return {
        state: 'ready',
        hits: nodes.slice(0, query.top_k).map((n, i) => ({
          file_path: n.file_path,
          start_line: n.start_line,
          end_line: n.end_line,
          score: 1 / (i + 1),
          name: n.name,
          type: n.type,
          signature: n.signature || null,
          language: n.language,
        })),
      };
    },
    async relationships(handle, { name, ref }) {
      const names = async (type: 'callers' | 'callees') =>
        (await graph.queryOn(handle, { type, name, ref, max_depth: 1 })).nodes.map((n) => n.name);
      try {
        const [callers, callees] = await Promise.all([names('callers'), names('callees')]);
        return { callers: [...new Set(callers)], callees: [...new Set(callees)] };
      } catch {
        return null; // no graph for this revision, or the name is not a symbol it knows
      }
    },
  };
}
