/**
 * Semantic index and search (SPEC "Semantic search"): index requests become durable jobs (./jobs.ts, ./indexer.ts),
 * auto_index repositories are re-indexed incrementally on every push to their default branch (or a branch the
 * default index tracks), and searches run over the namespaces' vectors (./search.ts).
 */
import { AppError, conflict, invalid, notFoundBecause } from '../../domain/errors.js';
import type { EventBus } from '../../domain/events.js';
import type { Caller, Repo } from '../../domain/types.js';
import type { Clock } from '../../infra/clock.js';
import type { Embedder, Reranker } from '../../infra/embeddings/index.js';
import { Lru } from '../../lib/lru.js';
import type { SemanticRecord, Store } from '../../store/index.js';
import type { JobQueue } from '../jobs/index.js';
import type { RepoAddress, RepoGate, RepoHandle } from '../repository/index.js';
import { MatrixCache } from './engine.js';
import { runIndex } from './indexer.js';
import { SEMANTIC_INDEX_JOB } from './jobs.js';
import { MAX_SCOPES, namespaceOf, SCOPE_NAME } from './namespaces.js';
import { segmentQuery } from './query.js';
import { buildView, rerankQueryOf, runSearch, type SearchView, type SemanticResult } from './search.js';
import { treeFiles, type TreeFile } from './tree-files.js';

export { chunkFile, CHUNK_LIMITS, type Chunk } from './chunking.js';
export { SEMANTIC_INDEX_JOB } from './jobs.js';
export type { SemanticResult } from './search.js';

export interface SemanticDeps {
  gate: RepoGate;
  store: Store;
  jobs: JobQueue;
  events: EventBus;
  clock: Clock;
  embedder: Embedder;
  reranker: Reranker;
  /** false: every semantic endpoint answers 503 (the operator turned the feature off). */
  enabled: boolean;
  log: (message: string, error?: unknown) => void;
  /**
   * The keyword index, which hybrid search fuses with this one: an index request for the default index asks for
   * it too, and deleting the default index (or a branch's record) clears it alike.
   */
  keyword?: { requestIndex(repoId: string, branch: string): Promise<unknown>; delete(repoId: string, branch?: string): Promise<void> };
}

export interface IndexRequest {
  branch?: string | undefined;
  path_prefix?: string | undefined;
  scope?: string | undefined;
}

export interface SemanticQuery {
  q: string;
  sub_queries?: string[] | undefined;
  ref?: string | undefined;
  scope?: string | undefined;
  path_pattern?: string | undefined;
  language?: string | undefined;
  top_k?: number | undefined;
  expand_context?: boolean | undefined;
  rerank?: boolean | undefined;
}

export type SemanticAnswer =
  | { status: 'ok'; results: SemanticResult[]; ref: string; commitSha: string; cache: 'HIT' | 'MISS' }
  /** Indexing is under way and nothing is searchable yet: 202, retry later. */
  | { status: 'pending'; message: string; ref: string };

export interface IndexStatus {
  indexed: boolean;
  status: 'not_indexed' | SemanticRecord['status'];
  scope?: string;
  branch: string;
  path_prefix?: string;
  last_commit_sha: string | null;
  chunks_count: number;
  total_batches: number;
  processed_batches: number;
  indexed_at: string | null;
  error: string | null;
}

const MAX_FORK_HOPS = 16;

export class SemanticService {
  readonly #matrices: MatrixCache;
  readonly #answers = new Lru<string, { results: SemanticResult[]; commitSha: string }>(500);
  readonly #trees = new Lru<string, TreeFile[]>(64, 400_000);
  /** Per (tree, filters, namespaces and their versions): the blobs' paths and row masks (./search.ts). */
  readonly #views = new Lru<string, SearchView>(64);
  #unsubscribe: (() => void) | null = null;

  constructor(private readonly deps: SemanticDeps) {
    this.#matrices = new MatrixCache(deps.store.vectors);
    deps.jobs.register(SEMANTIC_INDEX_JOB, async (payload, ctx) => {
      const repo = await deps.gate.byId(payload.repoId);
      if (!repo) return;
      try {
        await runIndex(deps, deps.gate.internal(repo), payload, ctx.signal);
      } catch (error) {
        if (ctx.signal.aborted) throw error; // shutdown or lease lost: retried
        const message = error instanceof Error ? error.message : String(error);
        await deps.store.semantic.update(payload.repoId, payload.scope, payload.branch, { status: 'failed', error: message.slice(0, 500) }, this.#now());
      }
    });
  }

  /** The embedder in use (its id addresses the vectors; tests count its calls). */
  get embedder(): Embedder {
    return this.deps.embedder;
  }

  /** Hears pushes: auto_index repositories re-index their default index on its branches. */
  start(): void {
    this.#unsubscribe ??= this.deps.events.subscribe((event) => {
      if (event.type === 'push') {
        this.#autoIndex(event.repoId, event.branch).catch((error: unknown) => this.deps.log('semantic auto-index failed', error));
      } else if (event.type === 'repo.deleted') {
        this.#dropRepo(event.repoId).catch((error: unknown) => this.deps.log('semantic index cleanup failed', error));
      }
    });
  }

  stop(): void {
    this.#unsubscribe?.();
    this.#unsubscribe = null;
  }

  #now(): string {
    return new Date(this.deps.clock.now()).toISOString();
  }

  #requireEnabled(): void {
    if (!this.deps.enabled) throw new AppError('NOT_CONFIGURED', 'semantic search is turned off on this deployment (GROVE_SEMANTIC_SEARCH=off)');
  }

  async #autoIndex(repoId: string, branch: string): Promise<void> {
    if (!this.deps.enabled) return;
    const repo = await this.deps.gate.byId(repoId);
    if (!repo?.autoIndex) return;
    // the default branch always; another branch only when the default index already tracks it
    if (branch !== repo.defaultBranch && !(await this.deps.store.semantic.record(repoId, '', branch))) return;
    await this.#enqueue(repo.id, '', branch);
  }

  async #enqueue(repoId: string, scope: string, branch: string): Promise<void> {
    await this.deps.store.semantic.upsertScope(repoId, scope, undefined, this.#now());
    await this.deps.store.semantic.markPending(repoId, scope, branch, this.#now());
    await this.deps.jobs.enqueue(SEMANTIC_INDEX_JOB, { repoId, scope, branch }, { dedupeKey: `${repoId}:${scope}:${branch}` });
  }

  async #dropRepo(repoId: string): Promise<void> {
    // the scope rows are gone with the repository (foreign key): find its namespaces in the vector store
    await this.deps.store.vectors.dropNamespaces(await this.deps.store.vectors.namespacesUnder(repoId));
    this.#matrices.forget(repoId);
  }

  // ---- index endpoints ----

  /** POST …/index: records the request and queues the run (202). */
  async requestIndex(caller: Caller, address: RepoAddress, body: IndexRequest): Promise<{ repo: Repo; branch: string; pathPrefix: string | null }> {
    this.#requireEnabled();
    const handle = await this.deps.gate.open(caller, address, 'write');
    const repo = handle.repo;
    const scope = body.scope ?? '';
    if (body.scope !== undefined && !SCOPE_NAME.test(body.scope)) {
      throw invalid('scope must be 1 to 32 characters of lowercase letters, digits and hyphens, starting with a letter or digit');
    }
    const branch = body.branch ?? repo.defaultBranch;
    if ((await handle.readRef(`refs/heads/${branch}`)) === null) throw notFoundBecause(`branch '${branch}' does not exist`);
    const prefix = body.path_prefix === undefined ? undefined : normalizePrefix(body.path_prefix);
    if (scope !== '' && !(await this.deps.store.semantic.scope(repo.id, scope))) {
      const named = (await this.deps.store.semantic.scopes(repo.id)).filter((s) => s.scope !== '');
      if (named.length >= MAX_SCOPES) throw conflict(`a repository has at most ${MAX_SCOPES} index scopes; delete one first`);
    }
    const stored = await this.deps.store.semantic.upsertScope(repo.id, scope, prefix, this.#now());
    await this.#enqueue(repo.id, scope, branch);
    if (scope === '') await this.deps.keyword?.requestIndex(repo.id, branch);
    return { repo, branch, pathPrefix: stored.pathPrefix };
  }

  /** GET …/index/status. */
  async status(caller: Caller, address: RepoAddress, query: { branch?: string | undefined; scope?: string | undefined }): Promise<IndexStatus> {
    this.#requireEnabled();
    const handle = await this.deps.gate.open(caller, address, 'read');
    const scope = query.scope ?? '';
    const branch = query.branch ?? handle.repo.defaultBranch;
    const [record, scopeRow] = await Promise.all([
      this.deps.store.semantic.record(handle.repo.id, scope, branch),
      this.deps.store.semantic.scope(handle.repo.id, scope),
    ]);
    const prefix = scopeRow?.pathPrefix ?? null;
    return {
      indexed: record?.status === 'ready',
      status: record?.status ?? 'not_indexed',
      ...(query.scope !== undefined ? { scope } : {}),
      branch,
      ...(prefix ? { path_prefix: prefix } : {}),
      last_commit_sha: record?.lastCommitSha ?? null,
      chunks_count: record?.chunksCount ?? 0,
      total_batches: record?.totalBatches ?? 0,
      processed_batches: record?.processedBatches ?? 0,
      indexed_at: record?.indexedAt ?? null,
      error: record?.error ?? null,
    };
  }

  /** DELETE …/index, in SPEC's four body forms. */
  async deleteIndex(caller: Caller, address: RepoAddress, body: { branch?: string | undefined; scope?: string | undefined }): Promise<{ deleted: true; vectors_deleted: boolean }> {
    this.#requireEnabled();
    const handle = await this.deps.gate.open(caller, address, 'write');
    const repoId = handle.repo.id;
    const { semantic, vectors } = this.deps.store;
    if (body.branch !== undefined) {
      // a tracking record only; the vectors stay (other branches and commits share them)
      await semantic.deleteRecord(repoId, body.scope ?? '', body.branch);
      if (body.scope === undefined) await this.deps.keyword?.delete(repoId, body.branch);
      return { deleted: true, vectors_deleted: false };
    }
    if (body.scope !== undefined) {
      const held = await vectors.dropNamespaces([namespaceOf(repoId, body.scope)]);
      await semantic.deleteScope(repoId, body.scope);
      this.#matrices.forget(namespaceOf(repoId, body.scope));
      this.#answers.clear();
      return { deleted: true, vectors_deleted: held };
    }
    const scopes = await semantic.scopes(repoId);
    const held = await vectors.dropNamespaces([namespaceOf(repoId, ''), ...scopes.filter((s) => s.scope !== '').map((s) => namespaceOf(repoId, s.scope))]);
    await semantic.deleteAll(repoId);
    await this.deps.keyword?.delete(repoId);
    this.#matrices.forget(repoId);
    this.#answers.clear();
    return { deleted: true, vectors_deleted: held };
  }

  // ---- search ----

  /** POST …/semantic-search for a caller (read access). */
  async searchFor(caller: Caller, address: RepoAddress, query: SemanticQuery): Promise<SemanticAnswer> {
    this.#requireEnabled();
    const handle = await this.deps.gate.open(caller, address, 'read');
    return this.#search(handle, query);
  }

  /**
   * The plain search the hybrid service calls (no HTTP, no access check: the caller opened the repository). A
   * repository not indexed answers an empty list rather than an error, so a hybrid search skips this leg.
   */
  async search(repo: Repo, query: { q: string; ref?: string; top_k?: number; path_pattern?: string; language?: string }): Promise<{ results: SemanticResult[]; commitSha: string | null }> {
    if (!this.deps.enabled) return { results: [], commitSha: null };
    try {
      const answer = await this.#search(this.deps.gate.internal(repo), query);
      return answer.status === 'ok' ? { results: answer.results, commitSha: answer.commitSha } : { results: [], commitSha: null };
    } catch (error) {
      if (error instanceof AppError && error.code === 'NOT_FOUND') return { results: [], commitSha: null };
      throw error;
    }
  }

  /**
   * The hybrid search's semantic leg, over a handle the caller already opened (and a revision it resolved): the
   * results, or why there are none — indexing under way, or nothing indexed (or the feature turned off).
   */
  async searchLeg(
    handle: RepoHandle,
    query: { q: string; ref: string; top_k: number },
  ): Promise<{ state: 'ready'; results: SemanticResult[] } | { state: 'indexing' } | { state: 'not_indexed' }> {
    if (!this.deps.enabled) return { state: 'not_indexed' };
    try {
      const answer = await this.#search(handle, { q: query.q, ref: query.ref, top_k: query.top_k });
      return answer.status === 'ok' ? { state: 'ready', results: answer.results } : { state: 'indexing' };
    } catch (error) {
      if (error instanceof AppError && error.code === 'NOT_FOUND') return { state: 'not_indexed' };
      throw error;
    }
  }

  async #namespaces(repo: Repo, scope: string): Promise<string[]> {
    const out = [namespaceOf(repo.id, scope)];
    // SPEC forks rule 8: instant forks fan out to their parents' indexes
    let current: Repo | null = repo;
    for (let hop = 0; hop < MAX_FORK_HOPS && current?.forkMode === 'instant' && current.forkedFrom; hop++) {
      current = await this.deps.gate.byId(current.forkedFrom.repo_id);
      if (current) out.push(namespaceOf(current.id, scope));
    }
    return out;
  }

  async #search(handle: RepoHandle, query: SemanticQuery): Promise<SemanticAnswer> {
    const repo = handle.repo;
    const scope = query.scope ?? '';
    if (query.q.trim() === '') throw invalid('q must not be blank');
    const scopeRow = await this.deps.store.semantic.scope(repo.id, scope);
    if (query.scope !== undefined && !scopeRow) throw notFoundBecause(`index scope '${query.scope}' does not exist`);
    const ref = query.ref ?? repo.defaultBranch;
    if (handle.isUnborn(ref)) throw notFoundBecause('the repository has no commits to search');
    const resolved = await handle.resolve(ref);
    const namespaces = await this.#namespaces(repo, scope);
    const versions = await Promise.all(namespaces.map((ns) => this.deps.store.vectors.version(ns, this.deps.embedder.id)));
    const queries = query.sub_queries && query.sub_queries.length > 0 ? [query.q, ...query.sub_queries] : segmentQuery(query.q);
    const key = JSON.stringify([resolved.sha, namespaces, versions, this.deps.embedder.id, this.deps.reranker.id, queries, query.path_pattern, query.language, query.top_k, query.expand_context, query.rerank, scopeRow?.pathPrefix]);
    const cached = this.#answers.get(key);
    if (cached) return { status: 'ok', results: cached.results, ref, commitSha: cached.commitSha, cache: 'HIT' };

    const pending = async () => (await this.deps.store.semantic.records(repo.id, scope)).some((r) => r.status === 'pending' || r.status === 'indexing');
    if (versions.every((v) => v.seq === 0)) {
      if (await pending()) return { status: 'pending', message: 'the index is being built; retry later', ref };
      throw notFoundBecause(scope ? `index scope '${scope}' has no indexed content` : 'the repository is not indexed (POST …/index first)');
    }
    const commit = await handle.commit(resolved.sha);
    let files = this.#trees.get(commit.tree);
    if (!files) {
      files = await treeFiles(handle, commit.tree);
      this.#trees.set(commit.tree, files, files.length);
    }
    const plan = {
      queries,
      namespaces,
      files,
      pathPrefix: scopeRow?.pathPrefix || null,
      pathPattern: query.path_pattern,
      language: query.language,
      topK: Math.min(50, query.top_k ?? 10),
      expandContext: query.expand_context === true,
      rerank: query.rerank !== false,
      rerankQuery: rerankQueryOf([query.q, ...(query.sub_queries ?? [])].join('\n')),
    };
    const viewKey = JSON.stringify([commit.tree, plan.pathPrefix, plan.pathPattern, plan.language, namespaces]);
    const results = await runSearch({ embedder: this.deps.embedder, reranker: this.deps.reranker, matrices: this.#matrices }, handle, plan, (matrices) => {
      // a rebuilt matrix (another object) or a topped-up one (more rows) needs new masks
      const key = `${viewKey}|${matrices.map((m) => m.size).join(',')}`;
      let view = this.#views.get(key);
      if (!view || view.matrices.some((m, i) => m !== matrices[i])) {
        view = buildView(plan, matrices);
        this.#views.set(key, view);
      }
      return view;
    });
    if (results === null) {
      if (await pending()) return { status: 'pending', message: 'the index is being built; retry later', ref };
      throw notFoundBecause(`no indexed files for ${ref} (${resolved.sha.slice(0, 12)})`);
    }
    this.#answers.set(key, { results, commitSha: resolved.sha });
    return { status: 'ok', results, ref, commitSha: resolved.sha, cache: 'MISS' };
  }
}

/** '' clears; leading slashes and './' are dropped. */
function normalizePrefix(prefix: string): string | null {
  const clean = prefix.replace(/^(\.\/|\/)+/, '');
  if (clean.includes('\0') || clean.split('/').some((p) => p === '..')) throw invalid('path_prefix must be a relative path inside the repository');
  return clean === '' ? null : clean;
}
