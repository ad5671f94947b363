import { randomBytes } from 'node:crypto';
import os from 'node:os';
import { type Clock, systemClock } from '../../infra/clock.js';
import { newId } from '../../lib/ids.js';
import type { CancelResult, ClaimedJob, JobRecord, Store } from '../../store/index.js';
import type { JobKind } from './define.js';
import { type JobHandler, JobExecution } from './execution.js';

export interface JobQueueOptions {
  clock?: Clock;
  log?: (message: string, error?: unknown) => void;
  /** Names this node in lease tokens (default: host/pid/random). */
  nodeId?: string;
  /** Jobs running at once on this node, all kinds together (default 4). */
  maxConcurrent?: number;
  /** stop() lets running handlers finish this long before their signals fire, and waits as long again (default 10 s). */
  shutdownGraceMs?: number;
  /** Finished jobs stay visible to get() this long (default 7 days). */
  retainFinishedMs?: number;
}

export interface EnqueueOptions {
  /** Not before this many ms from now. */
  delayMs?: number;
  /**
   * At most one not-yet-started job per kind and key: while one waits, enqueueing another with the same
   * key returns the waiting job's id (its payload is kept). Once it started, a new job is queued.
   */
  dedupeKey?: string;
}

/** A job as `get` shows it. */
export type JobInfo = JobRecord;

interface Registered {
  kind: JobKind<unknown>;
  handler: JobHandler<unknown>;
}

const SWEEP_EVERY_MS = 60_000;
/** Beyond this many pending early claims, the poll finds the jobs. */
const MAX_WAKES = 1000;

/** Resolves true when every promise settled within `ms`, false on timeout. */
async function settledWithin(promises: Array<Promise<unknown>>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  try {
    return await Promise.race([Promise.allSettled(promises).then(() => true), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Durable typed jobs (ARCHITECTURE §6, §8 "long work"). Any number of nodes may run a queue over one
 * database: a job is claimed by one node under a lease that is renewed while its handler runs, and each
 * node runs at most `policy.concurrency` jobs of a kind and `maxConcurrent` jobs in all.
 *
 * Work starts from a poll (start(intervalMs)), soon after an enqueue or a finished job on this node, or
 * from runDue() (tests, operators).
 */
export class JobQueue {
  readonly nodeId: string;
  readonly #store: Store;
  readonly #clock: Clock;
  readonly #log: (message: string, error?: unknown) => void;
  readonly #maxConcurrent: number;
  readonly #shutdownGraceMs: number;
  readonly #retainFinishedMs: number;
  readonly #kinds = new Map<string, Registered>();
  readonly #running = new Map<string, JobExecution>();
  readonly #runningByKind = new Map<string, number>();
  /** Claim passes run one after another (the per-kind counts they read must be current). */
  #claimChain: Promise<unknown> = Promise.resolve();
  #claimSeq = 0;
  #rotation = 0;
  #lastSweep = -Infinity;
  #intervalMs = 0;
  #poll: NodeJS.Timeout | null = null;
  /** Pending early claims, by due time (10 ms buckets). */
  readonly #wakes = new Map<number, NodeJS.Timeout>();
  #stopping = false;

  constructor(store: Store, options: JobQueueOptions = {}) {
    this.#store = store;
    this.#clock = options.clock ?? systemClock;
    this.#log = options.log ?? ((message, error) => console.error(message, error ?? ''));
    this.nodeId = options.nodeId ?? `${os.hostname()}/${process.pid}/${randomBytes(3).toString('hex')}`;
    this.#maxConcurrent = options.maxConcurrent ?? 4;
    this.#shutdownGraceMs = options.shutdownGraceMs ?? 10_000;
    this.#retainFinishedMs = options.retainFinishedMs ?? 7 * 24 * 3600_000;
  }

  /**
   * Runs jobs of `kind` on this node with `handler`. Registering the same kind again replaces its handler
   * (a service built anew); another kind with the same name is a mistake and throws.
   */
  register<P>(kind: JobKind<P>, handler: JobHandler<P>): void {
    const existing = this.#kinds.get(kind.name);
    if (existing && existing.kind !== kind) throw new Error(`another job kind is already registered as '${kind.name}'`);
    this.#kinds.set(kind.name, { kind, handler: handler as JobHandler<unknown> });
    this.#wakeIn(0);
  }

  /** Queues a job and returns its id. The payload is checked against the kind's schema first. */
  async enqueue<P>(kind: JobKind<P>, payload: P, options: EnqueueOptions = {}): Promise<string> {
    kind.parse(payload);
    const delayMs = Math.max(0, options.delayMs ?? 0);
    const now = this.#clock.now();
    const { id } = await this.#store.jobs.enqueue({
      id: newId('job', now),
      kind: kind.name,
      payload: JSON.stringify(payload),
      runAfter: now + delayMs,
      createdAt: new Date(now).toISOString(),
      dedupeKey: options.dedupeKey ?? null,
    });
    if (this.#kinds.has(kind.name)) this.#wakeIn(delayMs);
    return id;
  }

  /**
   * A queued job is cancelled at once. A running one is asked to stop: its signal fires now if it runs on
   * this node, else at its node's next lease renewal (within leaseMs/3); it ends `cancelled` unless its
   * handler completes anyway.
   */
  async cancel(jobId: string): Promise<CancelResult> {
    const result = await this.#store.jobs.cancel(jobId, this.#clock.now());
    if (result === 'cancelling') this.#running.get(jobId)?.abort('cancelled', 'cancelled');
    return result;
  }

  async get(jobId: string): Promise<JobInfo | null> {
    return (await this.#store.jobs.get(jobId)) ?? null;
  }

  /** Jobs running on this node now. */
  get runningCount(): number {
    return this.#running.size;
  }

  /**
   * Runs due jobs of the registered kinds until none is left to claim and those it started have
   * finished (within the concurrency limits); returns how many succeeded.
   */
  async runDue(): Promise<number> {
    let succeeded = 0;
    let finished = 0;
    const mine = new Set<Promise<void>>();
    for (;;) {
      const finishedBefore = finished;
      for (const execution of await this.#claim()) {
        const tracked: Promise<void> = execution.done
          .then((outcome) => {
            if (outcome === 'succeeded') succeeded++;
          })
          .finally(() => {
            finished++;
            mine.delete(tracked);
          });
        mine.add(tracked);
      }
      // (a job that ended while the pass ran freed a slot the pass may already have judged full: pass again)
      if (mine.size === 0 && finished === finishedBefore) return succeeded;
      if (mine.size > 0) await Promise.race(mine);
    }
  }

  /** Polls every `intervalMs`, and claims soon after local enqueues and finished jobs. */
  start(intervalMs: number): void {
    if (this.#poll) return;
    this.#stopping = false;
    this.#intervalMs = intervalMs;
    this.#poll = setInterval(() => this.#background(), intervalMs);
    this.#poll.unref();
    this.#wakeIn(0);
  }

  /**
   * Stops claiming, gives running handlers `graceMs` to finish, then fires their signals (their jobs go
   * back to the queue without using up an attempt) and waits up to `graceMs` more.
   */
  async stop(options: { graceMs?: number } = {}): Promise<void> {
    const graceMs = options.graceMs ?? this.#shutdownGraceMs;
    this.#stopping = true;
    if (this.#poll) clearInterval(this.#poll);
    this.#poll = null;
    for (const timer of this.#wakes.values()) clearTimeout(timer);
    this.#wakes.clear();
    await this.#claimChain;
    const running = [...this.#running.values()];
    if (running.length === 0 || (await settledWithin(running.map((e) => e.done), graceMs))) return;
    for (const execution of running) execution.abort('shutdown', 'the node is shutting down');
    if (!(await settledWithin(running.map((e) => e.done), graceMs))) {
      const left = running.filter((e) => this.#running.get(e.job.id) === e).map((e) => `${e.job.kind} ${e.job.id}`);
      this.#log(`job queue stopped with ${left.length} handler(s) still running after their signals fired: ${left.join(', ')}`);
    }
  }

  #background(): void {
    this.#claim().catch((error: unknown) => this.#log('background job pass failed', error));
  }

  /** Claims at `delayMs` from now (if started and sooner than the next poll could). */
  #wakeIn(delayMs: number): void {
    if (!this.#poll || this.#stopping || delayMs >= this.#intervalMs || this.#wakes.size >= MAX_WAKES) return;
    const at = Math.ceil((Date.now() + delayMs) / 10) * 10;
    if (this.#wakes.has(at)) return;
    const timer = setTimeout(() => {
      this.#wakes.delete(at);
      this.#background();
    }, at - Date.now());
    timer.unref();
    this.#wakes.set(at, timer);
  }

  #claim(): Promise<JobExecution[]> {
    const pass = this.#claimChain.then(() => this.#claimPass());
    this.#claimChain = pass.catch(() => undefined);
    return pass;
  }

  async #claimPass(): Promise<JobExecution[]> {
    if (this.#stopping) return [];
    await this.#housekeeping();
    const names = [...this.#kinds.keys()];
    const started: JobExecution[] = [];
    // a different kind goes first each pass, so the global cap does not always favour the same kinds
    for (let i = 0; i < names.length && !this.#stopping; i++) {
      const { kind, handler } = this.#kinds.get(names[(this.#rotation + i) % names.length]!)!;
      const globalFree = this.#maxConcurrent - this.#running.size;
      if (globalFree <= 0) break;
      const free = Math.min(globalFree, kind.policy.concurrency - (this.#runningByKind.get(kind.name) ?? 0));
      if (free <= 0) continue;
      const now = this.#clock.now();
      const leaseToken = `${this.nodeId}#${++this.#claimSeq}`;
      const claimed = await this.#store.jobs.claim({ kind: kind.name, now, leaseMs: kind.policy.leaseMs, limit: free, leaseToken });
      for (const job of claimed) started.push(this.#launch(job, kind, handler, now));
    }
    this.#rotation = (this.#rotation + 1) % Math.max(1, names.length);
    return started;
  }

  #launch(job: ClaimedJob, kind: JobKind<unknown>, handler: JobHandler<unknown>, claimedAt: number): JobExecution {
    const execution = new JobExecution(job, kind, handler, { store: this.#store, clock: this.#clock, log: this.#log }, claimedAt);
    this.#running.set(job.id, execution);
    this.#runningByKind.set(kind.name, (this.#runningByKind.get(kind.name) ?? 0) + 1);
    const finished = (): void => {
      if (this.#running.get(job.id) === execution) this.#running.delete(job.id);
      this.#runningByKind.set(kind.name, (this.#runningByKind.get(kind.name) ?? 1) - 1);
      this.#wakeIn(0); // a slot is free
    };
    execution.done.then(finished, finished);
    return execution;
  }

  async #housekeeping(): Promise<void> {
    const now = this.#clock.now();
    if (now - this.#lastSweep < SWEEP_EVERY_MS) return;
    this.#lastSweep = now;
    try {
      await this.#store.jobs.sweep(now, now - this.#retainFinishedMs);
    } catch (error) {
      this.#log('job housekeeping failed', error);
    }
  }
}
