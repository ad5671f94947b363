import type { Clock } from '../../infra/clock.js';
import type { ClaimedJob, Store } from '../../store/index.js';
import { type JobKind, JobPayloadError, retryDelayMs, UnretryableJobError } from './define.js';

/** What a handler gets besides its payload. */
export interface JobContext {
  readonly jobId: string;
  readonly kind: string;
  /** 1 on the first run. */
  readonly attempt: number;
  /**
   * Fires on cancellation, on shutdown, on timeout, and when the lease could not be renewed (so the job
   * never runs on two nodes at once). `signal.reason` is a JobAbortError naming which.
   */
  readonly signal: AbortSignal;
  /** Records progress; written to the job's row with the next lease renewal. */
  progress(done: number, total?: number): void;
}

export type JobHandler<P> = (payload: P, ctx: JobContext) => Promise<void>;

export type AbortReason = 'cancelled' | 'shutdown' | 'lease-lost' | 'timeout';

export class JobAbortError extends Error {
  override readonly name = 'JobAbortError';
  constructor(readonly reason: AbortReason, message: string) {
    super(message);
  }
}

/** How an attempt ended, as far as this node knows. `lost`: its outcome could not be recorded. */
export type Outcome = 'succeeded' | 'failed' | 'retrying' | 'cancelled' | 'released' | 'lost';

export interface ExecutionDeps {
  store: Store;
  clock: Clock;
  log: (message: string, error?: unknown) => void;
}

const describe = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/**
 * One attempt of one claimed job: runs the handler, keeps the lease alive while it runs, and records the
 * outcome (every write fenced by the claim's lease token). Renewal happens every leaseMs/3; if no renewal
 * has been confirmed by leaseMs·5/6 after the last good one, the handler's signal fires, before another
 * node could claim the job.
 */
export class JobExecution {
  readonly done: Promise<Outcome>;
  readonly #controller = new AbortController();
  readonly #leaseMs: number;
  #leaseUntil: number;
  #renewing = false;
  #progress: { done: number; total: number | null } | null = null;
  #timers: NodeJS.Timeout[] = [];
  #deadline: NodeJS.Timeout | null = null;

  constructor(
    readonly job: ClaimedJob,
    private readonly kind: JobKind<unknown>,
    handler: JobHandler<unknown>,
    private readonly deps: ExecutionDeps,
    claimedAt: number,
  ) {
    this.#leaseMs = kind.policy.leaseMs;
    this.#leaseUntil = claimedAt + this.#leaseMs;
    this.done = this.#run(handler);
  }

  get abortReason(): AbortReason | null {
    const reason: unknown = this.#controller.signal.reason;
    return this.#controller.signal.aborted && reason instanceof JobAbortError ? reason.reason : null;
  }

  abort(reason: AbortReason, message: string = reason): void {
    if (!this.#controller.signal.aborted) this.#controller.abort(new JobAbortError(reason, message));
  }

  async #run(handler: JobHandler<unknown>): Promise<Outcome> {
    const { job, kind } = this;
    let payload: unknown;
    try {
      payload = kind.parse(JSON.parse(job.payload));
    } catch (error) {
      return this.#fail(error instanceof JobPayloadError ? error.message : `payload of ${kind.name} is not JSON: ${describe(error)}`);
    }
    if (job.attempt > kind.policy.maxAttempts) {
      return this.#fail(`gave up: attempt ${job.attempt - 1} of ${kind.policy.maxAttempts} never finished (its node stopped renewing the lease)`);
    }
    this.#startTimers();
    let failure: { error: unknown } | null = null;
    try {
      await Promise.resolve().then(() => handler(payload, this.#context()));
    } catch (error) {
      failure = { error };
    }
    this.#stopTimers();
    if (failure) return this.#settleFailure(failure.error);
    return this.#record(() => this.deps.store.jobs.finish(job.id, job.leaseToken, { state: 'succeeded', now: this.deps.clock.now() }), 'succeeded');
  }

  #context(): JobContext {
    return {
      jobId: this.job.id,
      kind: this.kind.name,
      attempt: this.job.attempt,
      signal: this.#controller.signal,
      progress: (done, total) => {
        this.#progress = { done, total: total ?? null };
      },
    };
  }

  async #settleFailure(error: unknown): Promise<Outcome> {
    const { job, kind, deps } = this;
    const reason = this.abortReason;
    const now = deps.clock.now();
    if (reason === 'cancelled') {
      return this.#record(() => deps.store.jobs.finish(job.id, job.leaseToken, { state: 'cancelled', now, error: 'cancelled while running' }), 'cancelled');
    }
    if (reason === 'shutdown' || reason === 'lease-lost') {
      // not the job's fault: hand it back at once without using up an attempt (if it is still ours)
      const error = reason === 'shutdown' ? 'interrupted by a shutdown' : null;
      const result = await this.#write(() => deps.store.jobs.requeue(job.id, job.leaseToken, { runAfter: now, now, error, refundAttempt: true }));
      return result === 'queued' ? 'released' : (result ?? 'lost');
    }
    const message = reason === 'timeout' ? `timed out after ${kind.policy.timeoutMs} ms: ${describe(error)}` : describe(error);
    deps.log(`job ${kind.name} ${job.id} failed (attempt ${job.attempt} of ${kind.policy.maxAttempts})`, error);
    if (error instanceof UnretryableJobError || error instanceof JobPayloadError || job.attempt >= kind.policy.maxAttempts) {
      return this.#fail(message);
    }
    const runAfter = now + retryDelayMs(kind.policy, job.attempt);
    const result = await this.#write(() => deps.store.jobs.requeue(job.id, job.leaseToken, { runAfter, now, error: message }));
    return result === 'queued' ? 'retrying' : (result ?? 'lost');
  }

  #fail(message: string): Promise<Outcome> {
    const { job, deps } = this;
    return this.#record(() => deps.store.jobs.finish(job.id, job.leaseToken, { state: 'failed', now: deps.clock.now(), error: message }), 'failed');
  }

  async #record(write: () => Promise<boolean>, outcome: Outcome): Promise<Outcome> {
    return (await this.#write(write)) ? outcome : 'lost';
  }

  /** A store write for this attempt; a failure is logged and the lease left to run out (then a retry). */
  async #write<T>(write: () => Promise<T>): Promise<T | null> {
    try {
      const result = await write();
      if (result === false || result === 'lost') this.deps.log(`job ${this.kind.name} ${this.job.id}: lease lost, outcome not recorded`);
      return result;
    } catch (error) {
      this.deps.log(`job ${this.kind.name} ${this.job.id}: could not record the outcome`, error);
      return null;
    }
  }

  #startTimers(): void {
    const beat = setInterval(() => this.#renew(), Math.max(10, Math.floor(this.#leaseMs / 3)));
    this.#timers.push(beat);
    const { timeoutMs } = this.kind.policy;
    if (timeoutMs !== null) this.#timers.push(setTimeout(() => this.abort('timeout', `timed out after ${timeoutMs} ms`), timeoutMs));
    // these timers keep the process alive on purpose: a running job is work in progress (stop() ends it)
    this.#armDeadline();
  }

  #stopTimers(): void {
    for (const timer of this.#timers) clearInterval(timer);
    this.#timers = [];
    if (this.#deadline) clearTimeout(this.#deadline);
    this.#deadline = null;
  }

  /** Aborts the handler shortly before the lease runs out unless a renewal moves the deadline first. */
  #armDeadline(): void {
    if (this.#deadline) clearTimeout(this.#deadline);
    const at = this.#leaseUntil - Math.floor(this.#leaseMs / 6);
    this.#deadline = setTimeout(() => this.abort('lease-lost', 'the lease could not be renewed'), Math.max(0, at - this.deps.clock.now()));
  }

  #renew(): void {
    if (this.#renewing || this.#timers.length === 0) return;
    this.#renewing = true;
    const startedAt = this.deps.clock.now();
    this.deps.store.jobs
      .renew(this.job.id, this.job.leaseToken, startedAt + this.#leaseMs, this.#progress ?? undefined)
      .then(
        (result) => {
          if (result === 'lost') return this.abort('lease-lost', 'another node holds the job now');
          if (this.#timers.length > 0) {
            this.#leaseUntil = startedAt + this.#leaseMs;
            this.#armDeadline();
          }
          if (result === 'cancel-requested') this.abort('cancelled', 'cancelled');
        },
        (error: unknown) => this.deps.log(`job ${this.kind.name} ${this.job.id}: lease renewal failed`, error),
      )
      .finally(() => {
        this.#renewing = false;
      });
  }
}
