/**
 * Background repository maintenance (docs/adr/0002-repository-maintenance.md).
 *
 * Trigger: `ref.updated` / `repo.created` events schedule a check of the repository, at most one per
 * repository per `checkIntervalMs`. A check is cheap (a readdir and a few stats, no git spawned); when
 * maintenance is due it enqueues a durable `repo.maintenance` job. The job takes the per-repository lock
 * file, inspects again (so duplicates and retries are no-ops), and runs a geometric or full repack with a
 * multi-pack bitmap, then the commit-graph.
 */
import { stat } from 'node:fs/promises';
import { Type } from 'typebox';
import type { Repo } from '../../domain/types.js';
import { tryAcquireMaintenanceLock } from '../../git/maintenance/lock.js';
import {
  DEFAULT_POLICY,
  inspectRepo,
  planMaintenance,
  runMaintenance,
  type MaintenanceMode,
  type MaintenancePlan,
  type MaintenancePolicy,
  type MaintenanceReport,
  type RunMaintenanceOptions,
} from '../../git/maintenance/index.js';
import type { EventBus } from '../../domain/events.js';
import { defineJob, type JobQueue } from '../jobs/index.js';
import type { RepoStorage } from '../repository/index.js';

export interface MaintenanceDeps {
  storage: RepoStorage;
  events: EventBus;
  jobs: JobQueue;
  log: (message: string, error?: unknown) => void;
}

/** One repository's repack; `dir` is used when there is no repoId (a bare directory). One per node at a time. */
export const MAINTENANCE_JOB = defineJob('repo.maintenance', {
  payload: Type.Object({
    repoId: Type.Optional(Type.String()),
    dir: Type.Optional(Type.String()),
    mode: Type.Optional(Type.String()),
    reasons: Type.Optional(Type.Array(Type.String())),
  }),
  concurrency: 1,
  leaseMs: 60_000,
});

export interface MaintenanceOptions {
  /** At most one check per repository per this long (default 30 s). */
  checkIntervalMs: number;
  /**
   * A due job waits until this long after the last run (the multi-pack-index's mtime, so it holds across
   * nodes): a busy repository is repacked at most about once per interval. Default 2 minutes.
   */
  minRunIntervalMs: number;
  policy: MaintenancePolicy;
  /** Timeout, niceness, threads… of the git work (see RunMaintenanceOptions). */
  run: RunMaintenanceOptions;
  /** A maintenance lock not refreshed for this long is taken over (default 10 min). */
  lockStaleMs: number;
  /** After a failure, or a run that left maintenance still due, leave the repository alone this long (default 1 h). */
  cooldownMs: number;
}

const DEFAULTS: MaintenanceOptions = {
  checkIntervalMs: 30_000,
  minRunIntervalMs: 120_000,
  policy: DEFAULT_POLICY,
  run: {},
  lockStaleMs: 10 * 60_000,
  cooldownMs: 3600_000,
};

/** A queued job is assumed to be somebody else's business after this long (it ran elsewhere or died). */
const PENDING_TTL_MS = 10 * 60_000;

export type MaintainResult =
  | { status: 'done'; report: MaintenanceReport }
  | { status: 'not-due'; plan: MaintenancePlan }
  | { status: 'locked' }
  | { status: 'missing' };

export interface CheckResult {
  plan: MaintenancePlan | null;
  enqueued: boolean;
  /** How long the enqueued job waits (minRunIntervalMs since the last run). */
  delayMs?: number;
  /** Why nothing was looked at: a job is already queued, the repository cools down, or its storage is gone. */
  skipped?: 'pending' | 'cooldown' | 'missing';
}

export interface MaintainOptions {
  /** `auto` (default): what the policy says, or a geometric repack when nothing is due. `due`: only when due. */
  mode?: MaintenanceMode | 'auto' | 'due';
}

export class MaintenanceService {
  readonly #opts: MaintenanceOptions;
  readonly #timers = new Map<string, NodeJS.Timeout>();
  readonly #lastCheck = new Map<string, number>();
  /** repoId → until when a job we enqueued is assumed pending. */
  readonly #pending = new Map<string, number>();
  readonly #cooldown = new Map<string, number>();
  readonly #inflight = new Set<Promise<unknown>>();
  #abort = new AbortController();
  #unsubscribe: (() => void) | null = null;

  constructor(
    private readonly deps: MaintenanceDeps,
    options: Partial<MaintenanceOptions> = {},
  ) {
    this.#opts = { ...DEFAULTS, ...options, policy: { ...DEFAULT_POLICY, ...options.policy } };
    deps.jobs.register(MAINTENANCE_JOB, (payload) => this.#runJob(payload));
  }

  /** Start listening for ref updates and new repositories. */
  start(): void {
    if (this.#unsubscribe) return;
    if (this.#abort.signal.aborted) this.#abort = new AbortController();
    this.#unsubscribe = this.deps.events.subscribe((event) => {
      if (event.type === 'ref.updated' || event.type === 'repo.created') this.scheduleCheck(event.repoId);
      else if (event.type === 'repo.deleted') this.#forget(event.repoId);
    });
  }

  /** Stop listening, drop scheduled checks, and abort running git work (its job is retried later). */
  async stop(): Promise<void> {
    this.#unsubscribe?.();
    this.#unsubscribe = null;
    for (const timer of this.#timers.values()) clearTimeout(timer);
    this.#timers.clear();
    this.#abort.abort();
    await Promise.allSettled([...this.#inflight]);
  }

  /**
   * Check the repository soon: at once if it was not checked in the last `checkIntervalMs`, else when
   * that interval ends. Calls in between are absorbed. Never blocks the caller (event listeners are sync).
   */
  scheduleCheck(repoId: string): void {
    if (this.#timers.has(repoId)) return;
    const now = Date.now();
    const delay = Math.max(0, (this.#lastCheck.get(repoId) ?? -Infinity) + this.#opts.checkIntervalMs - now);
    const timer = setTimeout(() => {
      this.#timers.delete(repoId);
      this.check(repoId).catch((error: unknown) => this.deps.log(`maintenance check of ${repoId} failed`, error));
    }, delay);
    timer.unref();
    this.#timers.set(repoId, timer);
  }

  /** Inspect the repository now and enqueue a maintenance job if one is due. */
  async check(repoId: string): Promise<CheckResult> {
    const now = Date.now();
    this.#lastCheck.set(repoId, now);
    this.#sweep(now);
    if ((this.#pending.get(repoId) ?? 0) > now) return { plan: null, enqueued: false, skipped: 'pending' };
    if ((this.#cooldown.get(repoId) ?? 0) > now) return { plan: null, enqueued: false, skipped: 'cooldown' };
    const dir = this.deps.storage.dir(repoId);
    if (!(await isDir(dir))) return { plan: null, enqueued: false, skipped: 'missing' };
    const state = await inspectRepo(dir);
    const plan = planMaintenance(state, this.#opts.policy);
    if (!plan.mode) {
      // an empty repository (just created) is no reason to make its first push wait a whole interval
      if (state.packedObjects + state.looseEstimate === 0 && state.looseRefs === 0) this.#lastCheck.delete(repoId);
      return { plan, enqueued: false };
    }
    // packing refs is cheap and has no interval of its own (checks are already at most one per checkIntervalMs)
    const delayMs = state.midxMtimeMs === null || plan.mode === 'refs' ? 0 : Math.max(0, state.midxMtimeMs + this.#opts.minRunIntervalMs - now);
    this.#pending.set(repoId, now + delayMs + PENDING_TTL_MS);
    await this.deps.jobs.enqueue(MAINTENANCE_JOB, { repoId, dir, mode: plan.mode, reasons: plan.reasons }, { delayMs });
    return { plan, enqueued: true, delayMs };
  }

  /** Run maintenance on a repository (or a bare repository directory) now. Used by tests and benchmarks. */
  async maintain(target: Pick<Repo, 'id'> | string, opts: MaintainOptions = {}): Promise<MaintainResult> {
    const dir = typeof target === 'string' ? target : this.deps.storage.dir(target.id);
    return this.#track(this.#maintainDir(dir, opts.mode ?? 'auto'));
  }

  async #runJob(payload: Record<string, unknown>): Promise<void> {
    const repoId = typeof payload.repoId === 'string' ? payload.repoId : null;
    const dir = repoId ? this.deps.storage.dir(repoId) : typeof payload.dir === 'string' ? payload.dir : null;
    if (!dir) throw new Error('repo.maintenance job without repoId or dir');
    if (repoId) this.#pending.delete(repoId);
    try {
      const result = await this.#track(this.#maintainDir(dir, 'due'));
      const still = result.status === 'done' ? planMaintenance(result.report.after, this.#opts.policy).mode : null;
      // refs loosened again by concurrent updates are not a failure; a repack that left a repack due is
      if (result.status === 'done' && repoId && still !== null && still !== 'refs') {
        // e.g. git declined to write a bitmap: do not repack this repository on every ref update
        this.#cooldown.set(repoId, Date.now() + this.#opts.cooldownMs);
        this.deps.log(`maintenance of ${repoId} left it still due (${result.report.reasons.join('; ')}); pausing`);
      }
    } catch (error) {
      // aborted by stop(): let the job runner retry it later; otherwise log, cool down, and complete
      if (this.#abort.signal.aborted) throw error;
      if (!(await isDir(dir))) return; // the repository was deleted meanwhile
      if (repoId) this.#cooldown.set(repoId, Date.now() + this.#opts.cooldownMs);
      this.deps.log(`maintenance of ${repoId ?? dir} failed`, error);
    }
  }

  async #maintainDir(dir: string, mode: MaintenanceMode | 'auto' | 'due'): Promise<MaintainResult> {
    if (!(await isDir(dir))) return { status: 'missing' };
    const lock = await tryAcquireMaintenanceLock(dir, { staleMs: this.#opts.lockStaleMs });
    if (!lock) return { status: 'locked' };
    try {
      let plan: { mode: MaintenanceMode; reasons: string[] };
      if (mode === 'geometric' || mode === 'full') plan = { mode, reasons: ['requested'] };
      else {
        const due = planMaintenance(await inspectRepo(dir), this.#opts.policy);
        if (due.mode) plan = { mode: due.mode, reasons: due.reasons };
        else if (mode === 'due') return { status: 'not-due', plan: due };
        else plan = { mode: 'geometric', reasons: ['requested'] };
      }
      const report = await runMaintenance(dir, plan, {
        packRefsThreshold: this.#opts.policy.maxLooseRefs,
        ...this.#opts.run,
        signal: this.#abort.signal,
      });
      return { status: 'done', report };
    } finally {
      await lock.release();
    }
  }

  #track<T>(work: Promise<T>): Promise<T> {
    this.#inflight.add(work);
    const untrack = (): void => void this.#inflight.delete(work);
    work.then(untrack, untrack);
    return work;
  }

  #forget(repoId: string): void {
    const timer = this.#timers.get(repoId);
    if (timer) clearTimeout(timer);
    this.#timers.delete(repoId);
    this.#lastCheck.delete(repoId);
    this.#pending.delete(repoId);
    this.#cooldown.delete(repoId);
  }

  /** Keep the per-repository maps bounded by the repositories active recently. */
  #sweep(now: number): void {
    if (this.#lastCheck.size + this.#pending.size + this.#cooldown.size < 10_000) return;
    for (const [id, at] of this.#lastCheck) if (at + this.#opts.checkIntervalMs < now) this.#lastCheck.delete(id);
    for (const [id, until] of this.#pending) if (until < now) this.#pending.delete(id);
    for (const [id, until] of this.#cooldown) if (until < now) this.#cooldown.delete(id);
  }
}

async function isDir(dir: string): Promise<boolean> {
  try {
    return (await stat(dir)).isDirectory();
  } catch {
    return false;
  }
}
