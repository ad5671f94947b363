import { Type } from 'typebox';
import type { EventBus, PublishedEvent } from '../../domain/events.js';
import type { Clock } from '../../infra/clock.js';
import type { KeywordBranch, KeywordHit, Store } from '../../store/index.js';
import { defineJob, type JobQueue } from '../jobs/index.js';
import type { RepoGate, RepoHandle } from '../repository/index.js';
import { indexBranch, type KeywordRunStats } from './indexer.js';
import { parseKeywordQuery } from './query.js';

export { parseKeywordQuery, identifierParts, stem } from './query.js';
export type { KeywordRunStats } from './indexer.js';

/** Brings one branch's keyword index to the branch's tip (incremental from the last indexed commit). */
export const KEYWORD_INDEX_JOB = defineJob('keyword-index', {
  payload: Type.Object({ repoId: Type.String(), branch: Type.String() }),
  concurrency: 1,
  maxAttempts: 5,
  leaseMs: 120_000,
});

/**
 * Queues a keyword-index run for a branch (the semantic `POST …/index` calls this too). Runs queued for the
 * same branch while one waits collapse into it; the run indexes whatever the tip is when it starts.
 */
export async function enqueueKeywordIndex(jobs: JobQueue, repoId: string, branch: string): Promise<string> {
  return jobs.enqueue(KEYWORD_INDEX_JOB, { repoId, branch }, { dedupeKey: `${repoId}:${branch}` });
}

/** One keyword result (1-based, inclusive lines). score: in (0, 1], the best result of a search has 1. */
export interface KeywordResult {
  file_path: string;
  start_line: number;
  end_line: number;
  score: number;
  snippet: string;
}

/** A search answer, or why there is none: nothing indexed for that revision, or a first run still under way. */
export type KeywordSearchOutcome =
  | { state: 'ready'; branch: string; commit_sha: string; results: KeywordResult[] }
  | { state: 'indexing' | 'not_indexed' };

export interface KeywordDeps {
  store: Store;
  clock: Clock;
  events: EventBus;
  jobs: JobQueue;
  gate: RepoGate;
  log: (message: string, error?: unknown) => void;
}

/** A snippet is the chunk, cut at this many characters. */
const SNIPPET_CHARS = 4000;
/** Later chunks of a file already in the results count for this factor per earlier one (spread over files). */
const SAME_FILE_DECAY = 0.5;

/**
 * The keyword leg of search: a trigram index kept by the database, maintained by `keyword-index` jobs on
 * pushes (auto_index) and on request. Searching reads the index only, never the files.
 */
export class KeywordService {
  #unsubscribe: (() => void) | null = null;

  constructor(private readonly deps: KeywordDeps) {
    deps.jobs.register(KEYWORD_INDEX_JOB, async ({ repoId, branch }, ctx) => {
      await this.indexNow(repoId, branch, { signal: ctx.signal, progress: (done, total) => ctx.progress(done, total) });
    });
  }

  /**
   * auto_index: a push to the default branch, or to a branch that already has a keyword index, queues a run.
   * Only this node's events: every node hears every event, the one that made the change queues the job.
   */
  start(): void {
    this.#unsubscribe ??= this.deps.events.subscribe((event) => {
      if (event.node !== this.deps.events.node) return;
      this.#onEvent(event).catch((error: unknown) => this.deps.log('keyword auto-index failed to queue', error));
    });
  }

  stop(): void {
    this.#unsubscribe?.();
    this.#unsubscribe = null;
  }

  async #onEvent(event: PublishedEvent): Promise<void> {
    if (event.type === 'repo.deleted') {
      await this.deps.store.keyword.sweepOrphans();
      return;
    }
    if (event.type === 'branch.deleted') {
      await this.deps.store.keyword.deleteBranches(event.repoId, event.branch);
      return;
    }
    if (event.type !== 'push') return;
    const repo = await this.deps.store.repos.findById(event.repoId);
    if (!repo?.autoIndex) return;
    const tracked = event.branch === repo.defaultBranch || (await this.deps.store.keyword.branch(repo.id, event.branch)) !== null;
    if (!tracked) return;
    await this.requestIndex(repo.id, event.branch);
  }

  /** Marks the branch pending (unless it has a run under way) and queues a run. */
  async requestIndex(repoId: string, branch: string): Promise<string> {
    const record = await this.deps.store.keyword.branch(repoId, branch);
    if (record?.status !== 'indexing') {
      await this.deps.store.keyword.markBranch(repoId, branch, 'pending', null, new Date(this.deps.clock.now()).toISOString());
    }
    return enqueueKeywordIndex(this.deps.jobs, repoId, branch);
  }

  /** Runs the index of a branch now (the job's body). null when the repository or branch is gone. */
  async indexNow(repoId: string, branch: string, options: { signal?: AbortSignal; progress?: (done: number, total: number) => void } = {}): Promise<KeywordRunStats | null> {
    const { store, gate, clock } = this.deps;
    const repo = await store.repos.findById(repoId);
    if (!repo) return null;
    const handle = gate.internal(repo);
    const tip = handle.branchSync(branch) ?? (await handle.resolve(`refs/heads/${branch}`).catch(() => null));
    if (!tip) {
      await store.keyword.deleteBranches(repoId, branch);
      return null;
    }
    const record = await store.keyword.branch(repoId, branch);
    if (record?.status === 'ready' && record.commitSha === tip.sha) {
      return { commitSha: tip.sha, incremental: true, changedPaths: 0, blobsIndexed: 0, chunksWritten: 0, filesCount: record.filesCount };
    }
    try {
      return await indexBranch({ store, clock }, handle, branch, tip.sha, options);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      await store.keyword.markBranch(repoId, branch, 'failed', message, new Date(clock.now()).toISOString()).catch(() => undefined);
      throw error;
    }
  }

  /** The keyword index record of a branch, or null. */
  status(repoId: string, branch: string): Promise<KeywordBranch | null> {
    return this.deps.store.keyword.branch(repoId, branch);
  }

  /** Forgets a repository's keyword index (one branch, or all). */
  delete(repoId: string, branch?: string): Promise<void> {
    return this.deps.store.keyword.deleteBranches(repoId, branch);
  }

  /**
   * Searches the keyword index of the revision `ref` names (default: the default branch): a branch's own index,
   * or, for a commit SHA, the index of a branch last indexed at that commit.
   */
  async search(handle: RepoHandle, input: { q: string; ref?: string | undefined; top_k: number }): Promise<KeywordSearchOutcome> {
    const resolved = await handle.resolve(input.ref ?? handle.repo.defaultBranch, 'ref');
    let record: KeywordBranch | null = null;
    if (resolved.kind === 'branch' && resolved.ref?.startsWith('refs/heads/')) {
      record = await this.deps.store.keyword.branch(handle.repo.id, resolved.ref.slice('refs/heads/'.length));
    } else {
      record = (await this.deps.store.keyword.branches(handle.repo.id)).find((b) => b.commitSha === resolved.sha) ?? null;
    }
    if (!record) return { state: 'not_indexed' };
    if (record.commitSha === null) return { state: record.status === 'failed' ? 'not_indexed' : 'indexing' };
    const query = parseKeywordQuery(input.q);
    const hits = await this.deps.store.keyword.search(handle.repo.id, record.branch, query, Math.min(200, input.top_k * 4 + 20));
    const ranked = rank(hits, query.terms, input.top_k);
    const texts = await chunkTexts(handle, ranked.map((r) => r.hit));
    const results = ranked.map(({ hit, score }, i) => ({
      file_path: hit.path,
      start_line: hit.startLine,
      end_line: hit.endLine,
      score,
      snippet: texts[i]!,
    }));
    return { state: 'ready', branch: record.branch, commit_sha: record.commitSha, results };
  }
}

/** The text of each hit's lines, read back from git (the index keeps none): one batched read of the distinct blobs. */
async function chunkTexts(handle: RepoHandle, hits: readonly KeywordHit[]): Promise<string[]> {
  const shas = [...new Set(hits.map((h) => h.blobSha))];
  const objects = await handle.readMany(shas);
  const lines = new Map<string, string[]>();
  shas.forEach((sha, i) => lines.set(sha, objects[i]?.data.toString('utf8').split('\n') ?? []));
  return hits.map((hit) => {
    const text = (lines.get(hit.blobSha) ?? []).slice(hit.startLine - 1, hit.endLine).join('\n');
    return text.length > SNIPPET_CHARS ? text.slice(0, SNIPPET_CHARS) : text;
  });
}

/**
 * Final order: the index's score, raised when query terms appear in the file's path (a file named for what
 * is asked is usually the one wanted), then spread over files (each earlier chunk of the same file halves a
 * chunk's score). Scores are scaled so the best is 1.
 */
function rank(hits: KeywordHit[], terms: string[], topK: number): Array<{ hit: KeywordHit; score: number }> {
  const boosted = hits.map((hit) => {
    const path = hit.path.toLowerCase();
    const inPath = terms.length === 0 ? 0 : terms.filter((t) => path.includes(t)).length / terms.length;
    return { hit, score: hit.score * (1 + 0.5 * inPath) };
  });
  boosted.sort((a, b) => b.score - a.score);
  const seen = new Map<string, number>();
  const spread = boosted.map(({ hit, score }) => {
    const earlier = seen.get(hit.path) ?? 0;
    seen.set(hit.path, earlier + 1);
    return { hit, score: score * SAME_FILE_DECAY ** earlier };
  });
  spread.sort((a, b) => b.score - a.score || a.hit.path.localeCompare(b.hit.path) || a.hit.startLine - b.hit.startLine);
  const top = spread.slice(0, topK);
  const best = top[0]?.score ?? 1;
  return top.map(({ hit, score }) => ({ hit, score: best > 0 ? Math.round((score / best) * 1e6) / 1e6 : 0 }));
}
