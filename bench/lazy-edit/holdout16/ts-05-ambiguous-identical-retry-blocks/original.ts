import type { QueueConfig } from './types';

const DEFAULT_TIMEOUT_MS = 30_000;

export const queues: QueueConfig[] = [
  {
    name: 'emails',
    concurrency: 4,
    timeoutMs: DEFAULT_TIMEOUT_MS,
    retry: {
      attempts: 3,
      backoff: 'exponential',
      delayMs: 1000,
    },
    deadLetter: true,
  },
  {
    name: 'webhooks',
    concurrency: 8,
    timeoutMs: 10_000,
    retry: {
      attempts: 3,
      backoff: 'exponential',
      delayMs: 1000,
    },
    deadLetter: true,
  },
  {
    name: 'thumbnails',
    concurrency: 2,
    timeoutMs: 120_000,
    retry: {
      attempts: 3,
      backoff: 'exponential',
      delayMs: 1000,
    },
    deadLetter: false,
  },
  {
    name: 'search-index',
    concurrency: 1,
    timeoutMs: DEFAULT_TIMEOUT_MS,
    retry: {
      attempts: 10,
      backoff: 'fixed',
      delayMs: 5000,
    },
    deadLetter: false,
  },
];

export function getQueue(name: string): QueueConfig {
  const queue = queues.find((q) => q.name === name);
  if (!queue) {
    throw new Error(`Unknown queue: ${name}`);
  }
  return queue;
}
