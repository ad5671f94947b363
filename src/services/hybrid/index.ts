import { AppError, invalid, notFoundBecause } from '../../domain/errors.js';
import type { Caller } from '../../domain/types.js';
import { displayName, type RepoAddress, type RepoGate } from '../repository/index.js';
import { CLASS_WEIGHTS, classifyQuery, type LegName, type QueryClass, STRATEGY_WEIGHTS, type Weights } from './classify.js';
import { fuse, type FusedResult } from './fuse.js';
import type { LegHit, LegOutcome, Relationships, SearchLeg } from './legs.js';

export { classifyQuery, CLASS_WEIGHTS, STRATEGY_WEIGHTS, type QueryClass, type LegName, type Weights } from './classify.js';
export { graphLeg, keywordLeg, semanticLeg, type LegHit, type LegOutcome, type LegQuery, type Relationships, type SearchLeg } from './legs.js';
export { definitionsIn, bestDefinition } from './symbols.js';

export const HYBRID_LIMITS = { qChars: 1000, topK: 50, defaultTopK: 10 } as const;
/** Results of the top of the list that get relationships with include_graph. */
const RELATIONSHIP_RESULTS = 5;

export type HybridStrategy = 'auto' | keyof typeof STRATEGY_WEIGHTS;

export interface HybridInput {
  q: string;
  ref?: string | undefined;
  strategy?: HybridStrategy | undefined;
  top_k?: number | undefined;
  include_graph?: boolean | undefined;
}

export interface HybridResult extends FusedResult {
  /** Only with include_graph: the graph's callers and callees of the result's symbol, null when unknown. */
  relationships?: Relationships | null;
}

export type HybridAnswer =
  | { status: 200; body: { results: HybridResult[]; query: string; ref: string; strategy_used: string; weights: Weights; commit_sha: string } }
  | { status: 202; body: { status: 'indexing'; message: string; ref: string } };

export interface HybridDeps {
  gate: RepoGate;
  /** The legs wired in this deployment; one left out is skipped. */
  legs: Partial<Record<LegName, SearchLeg>>;
}

const LEG_ORDER: LegName[] = ['semantic', 'graph', 'keyword'];

/** SPEC "Code graph and hybrid search": `POST …/hybrid-search`, the legs fused by weighted rank fusion. */
export class HybridService {
  constructor(private readonly deps: HybridDeps) {}

  async search(caller: Caller, address: RepoAddress, input: HybridInput): Promise<HybridAnswer> {
    const q = input.q.trim();
    if (q === '') throw invalid('q must not be empty');
    if (input.q.length > HYBRID_LIMITS.qChars) throw invalid(`q must be at most ${HYBRID_LIMITS.qChars} characters`);
    const topK = input.top_k ?? HYBRID_LIMITS.defaultTopK;
    const handle = await this.deps.gate.open(caller, address, 'read');
    const ref = input.ref ?? handle.repo.defaultBranch;
    const resolved = await handle.resolve(ref, 'ref');

    const strategy = input.strategy ?? 'auto';
    const queryClass: QueryClass | null = strategy === 'auto' ? classifyQuery(q) : null;
    const weights: Weights = queryClass ? CLASS_WEIGHTS[queryClass] : STRATEGY_WEIGHTS[strategy as keyof typeof STRATEGY_WEIGHTS];
    const wanted = LEG_ORDER.filter((leg) => weights[leg] > 0);
    const wired = wanted.filter((leg) => this.deps.legs[leg] !== undefined);
    if (wired.length === 0) {
      const missing = wanted.length === 1 ? `${wanted[0]} search is` : 'none of the search legs is';
      throw new AppError('NOT_CONFIGURED', `${missing} configured on this deployment`);
    }

    // each leg is asked for more than top_k, so fusion can promote what several legs agree on
    const legQuery = { q, ref, commitSha: resolved.sha, top_k: Math.min(HYBRID_LIMITS.topK, Math.max(topK * 2, 20)), queryClass };
    const outcomes = await Promise.all(wired.map(async (leg) => [leg, await this.deps.legs[leg]!.search(handle, legQuery)] as [LegName, LegOutcome]));
    const ready: Partial<Record<LegName, LegHit[]>> = {};
    for (const [leg, outcome] of outcomes) if (outcome.state === 'ready') ready[leg] = outcome.hits;
    if (Object.keys(ready).length === 0) {
      if (outcomes.some(([, o]) => o.state === 'indexing')) {
        return { status: 202, body: { status: 'indexing', message: 'the index of this revision is being built; retry later', ref } };
      }
      throw notFoundBecause(
        `no index covers '${ref}' of repository '${displayName(address)}': index it first (POST …/index, or create the repository with auto_index)`,
      );
    }

    const results: HybridResult[] = fuse(ready, weights, topK);
    if (input.include_graph) await this.#relate(handle, results, ref);
    return { status: 200, body: { results, query: input.q, ref, strategy_used: queryClass ?? strategy, weights, commit_sha: resolved.sha } };
  }

  /** include_graph: callers and callees of the top results' symbols, when a graph leg is wired and knows them. */
  async #relate(handle: Parameters<SearchLeg['search']>[0], results: HybridResult[], ref: string): Promise<void> {
    const graph = this.deps.legs.graph;
    await Promise.all(
      results.map(async (result, i) => {
        if (i >= RELATIONSHIP_RESULTS || !graph?.relationships || !result.name) {
          result.relationships = null;
          return;
        }
        result.relationships = await graph.relationships(handle, { name: result.name, file_path: result.file_path, ref });
      }),
    );
  }
}
