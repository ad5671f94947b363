// ... existing code ...
export function flushQueue(queue: string[], send: (batch: string[]) => void, log: Logger): number {
  const batch = queue.splice(0, 50);
  if (batch.length > 0) {
    send(batch);
    log.debug(`flushed ${batch.length} messages`);
  }
  return batch.length;
}
// ... existing code ...
