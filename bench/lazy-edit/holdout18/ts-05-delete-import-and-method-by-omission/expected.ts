import { EventEmitter } from 'events';
import { v4 as uuid } from 'uuid';
import type { Logger } from 'pino';

export type JobStatus = 'queued' | 'running' | 'succeeded' | 'failed';

export interface Job<T = unknown> {
  id: string;
  name: string;
  payload: T;
  status: JobStatus;
  attempts: number;
  createdAt: Date;
}

export interface JobQueueOptions {
  concurrency: number;
  maxAttempts: number;
  logger: Logger;
}

export class JobQueue extends EventEmitter {
  private readonly jobs = new Map<string, Job>();
  private running = 0;

  constructor(private readonly options: JobQueueOptions) {
    super();
  }

  enqueue<T>(name: string, payload: T): Job<T> {
    const job: Job<T> = {
      id: uuid(),
      name,
      payload,
      status: 'queued',
      attempts: 0,
      createdAt: new Date(),
    };
    this.jobs.set(job.id, job);
    this.emit('enqueued', job);
    return job;
  }

  get(id: string): Job | undefined {
    return this.jobs.get(id);
  }

  pending(): Job[] {
    return [...this.jobs.values()].filter((job) => job.status === 'queued');
  }

  markRunning(id: string): void {
    const job = this.jobs.get(id);
    if (!job) return;
    job.status = 'running';
    job.attempts += 1;
    this.running += 1;
    this.emit('running', job);
  }

  markDone(id: string, ok: boolean): void {
    const job = this.jobs.get(id);
    if (!job) return;
    this.running -= 1;
    if (ok) {
      job.status = 'succeeded';
    } else if (job.attempts < this.options.maxAttempts) {
      job.status = 'queued';
    } else {
      job.status = 'failed';
      this.options.logger.error({ jobId: id, name: job.name }, 'job failed permanently');
    }
    this.emit(job.status, job);
  }

  get capacity(): number {
    return Math.max(0, this.options.concurrency - this.running);
  }
}
