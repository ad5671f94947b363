/**
 * The code graph (SPEC "Code graph and hybrid search"): index runs as durable `graph.index` jobs (on request,
 * and on every push to a tracked branch when the repository has auto_index), queries over the branch's graph
 * held in memory, and plain functions the hybrid search calls (symbol lookup, neighbours of a node).
 *
 * Branches tracked: with auto_index, the default branch and every branch that has a graph index record
 * (made by POST …/graph/index with that branch). Instant forks without a graph of their own read their
 * parent's (SPEC Forks rule 8).
 */
import { Type } from 'typebox';
import { notFoundBecause } from '../../domain/errors.js';
import type { EventBus, PublishedEvent } from '../../domain/events.js';
import type { Caller, Repo } from '../../domain/types.js';
import type { Clock } from '../../infra/clock.js';
import { Lru } from '../../lib/lru.js';
import type { GraphIndexRecord, Store } from '../../store/index.js';
import { defineJob, UnretryableJobError, type JobQueue } from '../jobs/index.js';
import type { RepoAddress, RepoGate, RepoHandle } from '../repository/index.js';
import { decode, unpackEdges } from './codec.js';
import { runIndex } from './indexer.js';
import { MemoryGraph } from './memory.js';
import type { FileExtract, GraphEdge, GraphNode } from './model.js';
import { fileNodes } from './resolve.js';
import { checkQuery, findByName, runQuery, type GraphQuery, type QueryAnswer } from './queries.js';

export { GRAPH_LIMITS, QUERY_TYPES, type GraphQuery, type QueryType } from './queries.js';
export type { GraphEdge, GraphNode } from './model.js';

export const GRAPH_INDEX_JOB = defineJob('graph.index', {
  payload: Type.Object({ repoId: Type.String(), branch: Type.String() }),
  concurrency: 1,
  leaseMs: 120_000,
  maxAttempts: 3,
});

export interface GraphDeps {
  gate: RepoGate;
  store: Store;
  jobs: JobQueue;
  events: EventBus;
  clock: Clock;
  log: (message: string, error?: unknown) => void;
}

export interface IndexStatus {
  status: GraphIndexRecord['status'];
  branch: string;
  last_commit_sha: string | null;
  nodes_count: number;
  edges_count: number;
  total_batches: number;
  processed_batches: number;
  indexed_at: string | null;
  error: string | null;
}

export interface QueryResult extends QueryAnswer {
  query_type: string;
  ref: string;
  cache: 'HIT' | 'MISS';
}

/** The branch's graph is being built and none is there yet: the caller answers 202 (retry later). */
export class GraphPending extends Error {
  override readonly name = 'GraphPending';
}

/** The graph a query reads: whose index (the repository's, or an instant fork's parent's), which branch and commit. */
interface Source {
  repoId: string;
  branch: string;
  sha: string;
}

export class GraphService {
  /** repoId\0branch → the graph in memory at one commit. */
  readonly #graphs = new Lru<string, { sha: string; graph: MemoryGraph }>(16);
  readonly #answers = new Lru<string, QueryAnswer>(2000);
  #unsubscribe: (() => void) | null = null;

  constructor(private readonly deps: GraphDeps) {
    deps.jobs.register(GRAPH_INDEX_JOB, (payload, ctx) => this.#runJob(payload.repoId, payload.branch, ctx.signal));
  }

  /** Hears pushes, for auto_index. */
  start(): void {
    this.#unsubscribe ??= this.deps.events.subscribe((event) => {
      void this.#onEvent(event).catch((error: unknown) => this.deps.log('graph auto-index failed', error));
    });
  }

  stop(): void {
    this.#unsubscribe?.();
    this.#unsubscribe = null;
  }

  async #onEvent(event: PublishedEvent): Promise<void> {
    if (event.type === 'repo.deleted') {
      this.#forget(event.repoId);
      return;
    }
    if (event.type !== 'push' && event.type !== 'branch.deleted') return;
    if (event.type === 'branch.deleted') {
      await this.deps.store.graph.deleteIndex(event.repoId, event.branch).catch(() => false);
      this.#forget(event.repoId);
      return;
    }
    const repo = await this.deps.gate.byId(event.repoId);
    if (!repo || !repo.autoIndex) return;
    const tracked = event.branch === repo.defaultBranch || (await this.deps.store.graph.getIndex(repo.id, event.branch)) !== null;
    if (tracked) await this.#enqueue(repo.id, event.branch);
  }

  #forget(repoId: string): void {
    for (const key of [...this.#graphs.keys()]) if (key.startsWith(`${repoId}\0`)) this.#graphs.delete(key);
  }

  async #enqueue(repoId: string, branch: string): Promise<void> {
    const now = new Date(this.deps.clock.now()).toISOString();
    const existing = await this.deps.store.graph.getIndex(repoId, branch);
    if (existing?.status !== 'indexing') await this.deps.store.graph.saveIndex(repoId, branch, { status: 'pending', error: null, updatedAt: now });
    await this.deps.jobs.enqueue(GRAPH_INDEX_JOB, { repoId, branch }, { dedupeKey: `${repoId}:${branch}` });
  }

  /** POST …/graph/index: queues an index run of a branch (202). */
  async requestIndex(caller: Caller, address: RepoAddress, input: { branch?: string | undefined }): Promise<{ status: 'accepted'; branch: string }> {
    const handle = await this.deps.gate.open(caller, address, 'write');
    const branch = input.branch ?? handle.repo.defaultBranch;
    if ((await handle.readRef(`refs/heads/${branch}`)) === null) throw notFoundBecause(`branch '${branch}' does not exist`);
    await this.#enqueue(handle.repo.id, branch);
    return { status: 'accepted', branch };
  }

  /** GET …/graph/index/status. */
  async status(caller: Caller, address: RepoAddress, input: { branch?: string | undefined }): Promise<IndexStatus> {
    const handle = await this.deps.gate.open(caller, address, 'read');
    const branch = input.branch ?? handle.repo.defaultBranch;
    const row = await this.deps.store.graph.getIndex(handle.repo.id, branch);
    return {
      status: row?.status ?? 'not_indexed',
      branch,
      last_commit_sha: row?.lastCommitSha ?? null,
      nodes_count: row?.nodesCount ?? 0,
      edges_count: row?.edgesCount ?? 0,
      total_batches: row?.totalBatches ?? 0,
      processed_batches: row?.processedBatches ?? 0,
      indexed_at: row?.indexedAt ?? null,
      error: row?.error ?? null,
    };
  }

  /** DELETE …/graph/index: every branch's graph of the repository. */
  async deleteIndex(caller: Caller, address: RepoAddress): Promise<{ status: 'deleted' }> {
    const handle = await this.deps.gate.open(caller, address, 'write');
    await this.deps.store.graph.deleteIndex(handle.repo.id);
    this.#forget(handle.repo.id);
    return { status: 'deleted' };
  }

  /** POST …/graph/query. */
  async query(caller: Caller, address: RepoAddress, input: GraphQuery & { ref?: string | undefined }): Promise<QueryResult> {
    checkQuery(input);
    return this.queryOn(await this.deps.gate.open(caller, address, 'read'), input);
  }

  /** A query on a repository already opened (the hybrid search's graph leg); throws GraphPending or 404 like the route. */
  async queryOn(handle: RepoHandle, input: GraphQuery & { ref?: string | undefined }): Promise<QueryResult> {
    checkQuery(input);
    const ref = input.ref ?? handle.repo.defaultBranch;
    const source = await this.#source(handle, ref);
    const q: GraphQuery = { type: input.type, name: input.name, file_path: input.file_path, community_id: input.community_id, max_depth: input.max_depth };
    const key = `${source.repoId}\0${source.sha}\0${JSON.stringify(q)}`;
    const cached = this.#answers.get(key);
    if (cached) return { ...cached, query_type: q.type, ref, cache: 'HIT' };
    const answer = runQuery(await this.#graph(source), q);
    answer.nodes = answer.nodes.slice(0, 1000);
    this.#answers.set(key, answer);
    return { ...answer, query_type: q.type, ref, cache: 'MISS' };
  }

  // ---- for the hybrid search (no HTTP) ----

  /** Entities whose name is `text` (case-insensitive), or contains it; best first. */
  async symbolLookup(handle: RepoHandle, input: { q: string; ref?: string; top_k?: number }): Promise<{ nodes: GraphNode[]; commit_sha: string } | null> {
    const source = await this.#source(handle, input.ref ?? handle.repo.defaultBranch).catch(() => null);
    if (!source) return null;
    const graph = await this.#graph(source);
    const words = input.q.match(/[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*/g) ?? [];
    const hits = new Map<string, GraphNode>();
    for (const w of words) for (const n of findByName(graph, w)) hits.set(n.id, n);
    if (hits.size === 0) for (const n of runQuery(graph, { type: 'symbol_lookup', name: input.q.trim() }).nodes) hits.set(n.id, n);
    return { nodes: [...hits.values()].slice(0, input.top_k ?? 10), commit_sha: source.sha };
  }

  /** Nodes one edge away from a node, with the edges. */
  async neighbours(handle: RepoHandle, nodeId: string, ref?: string): Promise<{ nodes: GraphNode[]; edges: GraphEdge[] } | null> {
    const source = await this.#source(handle, ref ?? handle.repo.defaultBranch).catch(() => null);
    if (!source) return null;
    const graph = await this.#graph(source);
    const edges = [...(graph.out.get(nodeId) ?? []), ...(graph.in.get(nodeId) ?? [])];
    const ids = new Set(edges.flatMap((e) => [e.source_id, e.target_id]));
    ids.delete(nodeId);
    return { nodes: [...ids].map((id) => graph.byId.get(id)!).filter(Boolean), edges };
  }

  /** Which index answers for a ref: the branch's, the one at that commit, or an instant fork's parent's. 202/404 otherwise. */
  async #source(handle: RepoHandle, ref: string): Promise<Source> {
    const branch = ref.startsWith('refs/heads/') ? ref.slice('refs/heads/'.length) : ref;
    const own = await this.#usable(handle.repo.id, branch);
    if (own) return own;
    const rows = await this.deps.store.graph.listIndexes(handle.repo.id);
    const resolved = await handle.resolve(ref, 'ref');
    const atCommit = rows.find((r) => r.lastCommitSha === resolved.sha && r.status !== 'failed');
    if (atCommit) return { repoId: handle.repo.id, branch: atCommit.branch, sha: resolved.sha };
    const parent = await this.#parentOf(handle.repo);
    if (parent && resolved.kind === 'branch') {
      const inherited = await this.#usable(parent.id, branch);
      if (inherited) return inherited;
    }
    const row = rows.find((r) => r.branch === branch);
    if (row && (row.status === 'pending' || row.status === 'indexing')) throw new GraphPending(`the code graph of '${branch}' is being built; retry shortly`);
    throw notFoundBecause(`'${ref}' has no code graph: index it with POST …/graph/index`);
  }

  async #usable(repoId: string, branch: string): Promise<Source | null> {
    const row = await this.deps.store.graph.getIndex(repoId, branch);
    // a re-index in progress keeps serving the previous graph
    if (!row || row.lastCommitSha === null || (row.status !== 'ready' && row.status !== 'indexing' && row.status !== 'pending')) return null;
    return { repoId, branch, sha: row.lastCommitSha };
  }

  async #parentOf(repo: Repo): Promise<Repo | null> {
    if (repo.forkMode !== 'instant' || !repo.forkedFrom) return null;
    return this.deps.gate.byId(repo.forkedFrom.repo_id);
  }

  async #graph(source: Source): Promise<MemoryGraph> {
    const key = `${source.repoId}\0${source.branch}`;
    const hit = this.#graphs.get(key);
    if (hit && hit.sha === source.sha) return hit.graph;
    const [rows, communitiesText] = await Promise.all([this.deps.store.graph.files(source.repoId, source.branch), this.deps.store.graph.communities(source.repoId, source.branch)]);
    const communities = communitiesText ? decode<Record<string, number>>(communitiesText) : {};
    const nodes: GraphNode[] = [];
    const edges: GraphEdge[] = [];
    for (const row of rows) {
      const extract = decode<FileExtract | null>(row.extract);
      if (!extract) continue;
      for (const n of fileNodes({ path: row.path, blob_sha: row.blobSha, extract })) nodes.push({ ...n, community_id: communities[n.id] ?? null });
      for (const e of unpackEdges(decode(row.edges))) edges.push(e);
    }
    const graph = new MemoryGraph(nodes, edges);
    this.#graphs.set(key, { sha: source.sha, graph });
    return graph;
  }

  async #runJob(repoId: string, branch: string, signal: AbortSignal): Promise<void> {
    const repo = await this.deps.gate.byId(repoId);
    if (!repo) return; // deleted meanwhile
    const handle = this.deps.gate.internal(repo);
    const now = () => new Date(this.deps.clock.now()).toISOString();
    const tip = await handle.readRef(`refs/heads/${branch}`);
    if (tip === null) {
      await this.deps.store.graph.saveIndex(repoId, branch, { status: 'failed', error: `branch '${branch}' does not exist`, updatedAt: now() });
      throw new UnretryableJobError(`branch '${branch}' does not exist`);
    }
    const before = await this.deps.store.graph.getIndex(repoId, branch);
    if (before?.status === 'ready' && before.lastCommitSha === tip) return;
    await this.deps.store.graph.saveIndex(repoId, branch, { status: 'indexing', error: null, updatedAt: now() });
    try {
      const result = await runIndex(
        this.deps.store,
        handle,
        branch,
        tip,
        (done, total) => this.deps.store.graph.saveIndex(repoId, branch, { totalBatches: total, processedBatches: done, updatedAt: now() }),
        signal,
      );
      await this.deps.store.graph.applyUpdate(repoId, branch, {
        upserts: result.upserts,
        deletes: result.deletes,
        communities: result.communities,
        index: { status: 'ready', lastCommitSha: tip, nodesCount: result.nodes, edgesCount: result.edges, indexedAt: now(), error: null, updatedAt: now() },
      });
      this.lastRun = { repoId, branch, parsed: result.parsed, removed: result.removed };
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      await this.deps.store.graph.saveIndex(repoId, branch, { status: 'failed', error: message, updatedAt: now() });
      throw error;
    }
  }

  /** What the last index run on this node parsed (observability and tests). */
  lastRun: { repoId: string; branch: string; parsed: string[]; removed: string[] } | null = null;
}

