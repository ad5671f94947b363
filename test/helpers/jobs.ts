import { setTimeout as sleep } from 'node:timers/promises';
import { Type } from 'typebox';
import { defineJob, type JobPolicy, JobQueue, type JobQueueOptions } from '../../src/services/jobs/index.js';
import type { Store } from '../../src/store/index.js';

/** Polls `condition` until it holds; fails with `what` after `timeoutMs` (generous: the machine may be loaded). */
export async function waitFor(what: string, condition: () => boolean | Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(10);
  }
}

/** Resolves after `ms`, or rejects with the signal's reason as soon as it fires. */
export function sleepUnlessAborted(ms: number, signal: AbortSignal): Promise<void> {
  return sleep(ms, undefined, { signal }).catch(() => {
    throw signal.reason;
  });
}

/** Waits until the signal fires, then throws its reason (a handler that only stops when told). */
export function untilAborted(signal: AbortSignal): Promise<never> {
  return new Promise((_, reject) => {
    if (signal.aborted) reject(signal.reason);
    signal.addEventListener('abort', () => reject(signal.reason), { once: true });
  });
}

let kindSeq = 0;

/** A job kind of its own (tests never see each other's jobs) with a small numeric payload. */
export function testKind(policy: Partial<Omit<JobPolicy, 'backoff'>> & { backoff?: Partial<JobPolicy['backoff']> } = {}, name = `test.kind${process.pid}.${kindSeq++}`) {
  return defineJob(name, { payload: Type.Object({ n: Type.Integer() }), ...policy });
}

/** Makes queues and stops them all at the end; their log lines are collected in `logs`. */
export function queueFactory() {
  const made: JobQueue[] = [];
  const logs: string[] = [];
  return {
    logs,
    make(store: Store, options: Omit<JobQueueOptions, 'log'> = {}): JobQueue {
      const queue = new JobQueue(store, {
        log: (message, error) => void logs.push(error === undefined ? message : `${message}: ${String(error)}`),
        ...options,
      });
      made.push(queue);
      return queue;
    },
    async stopAll(): Promise<void> {
      await Promise.all(made.map((q) => q.stop({ graceMs: 200 })));
    },
  };
}
