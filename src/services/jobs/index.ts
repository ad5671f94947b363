import type { Clock } from '../../infra/clock.js';
import { newId } from '../../lib/ids.js';
import type { Job, Store } from '../../store/index.js';

export type JobHandler = (payload: Record<string, unknown>) => Promise<void>;

const LEASE_MS = 5 * 60_000;
const MAX_ATTEMPTS = 10;

/** Runs durable jobs from the store; safe to run on several nodes at once (leases). */
export class JobRunner {
  readonly #handlers = new Map<string, JobHandler>();
  #timer: NodeJS.Timeout | null = null;
  #running: Promise<number> | null = null;

  constructor(
    private readonly store: Store,
    private readonly clock: Clock,
    private readonly log: (message: string, error?: unknown) => void,
  ) {}

  register(kind: string, handler: JobHandler): void {
    this.#handlers.set(kind, handler);
  }

  async enqueue(kind: string, payload: Record<string, unknown>, delayMs = 0): Promise<void> {
    const now = this.clock.now();
    await this.store.jobs.enqueue({ id: newId('job', now), kind, payload, runAfter: now + delayMs, createdAt: new Date(now).toISOString() });
  }

  /** Runs every due job once; returns how many completed. Concurrent calls share one pass. */
  runDue(): Promise<number> {
    this.#running ??= this.#pass().finally(() => {
      this.#running = null;
    });
    return this.#running;
  }

  start(intervalMs: number): void {
    if (this.#timer) return;
    this.#timer = setInterval(() => {
      this.runDue().catch((error: unknown) => this.log('background job pass failed', error));
    }, intervalMs);
    this.#timer.unref();
  }

  async stop(): Promise<void> {
    if (this.#timer) clearInterval(this.#timer);
    this.#timer = null;
    await this.#running;
  }

  async #pass(): Promise<number> {
    const jobs = await this.store.jobs.claim(this.clock.now(), LEASE_MS, 20);
    let done = 0;
    for (const job of jobs) if (await this.#run(job)) done++;
    return done;
  }

  async #run(job: Job): Promise<boolean> {
    const handler = this.#handlers.get(job.kind);
    try {
      if (!handler) throw new Error(`no handler for job kind '${job.kind}'`);
      await handler(job.payload);
      await this.store.jobs.complete(job.id);
      return true;
    } catch (error) {
      this.log(`job ${job.kind} ${job.id} failed (attempt ${job.attempts})`, error);
      if (job.attempts >= MAX_ATTEMPTS) await this.store.jobs.complete(job.id);
      else await this.store.jobs.retryLater(job.id, this.clock.now() + 2 ** job.attempts * 1000, String(error));
      return false;
    }
  }
}
