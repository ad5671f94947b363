import type { Logger } from './logger.js';

export function flushQueue(queue: string[], send: (batch: string[]) => void, log: Logger): number {
  const batch = queue.splice(0, 50);
  if (batch.length > 0) {
    send(batch);
    log.debug(`flushed ${batch.length} messages`);
  }
  return batch.length;
}

export function drain(queue: string[], send: (batch: string[]) => void, log: Logger): number {
  let total = 0;
  while (queue.length > 0) total += flushQueue(queue, send, log);
  return total;
}
