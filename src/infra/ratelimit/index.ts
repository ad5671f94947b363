import { MemoryRateLimiter } from './memory.js';
import type { RateLimiter, Window } from './types.js';

export type { RateDecision, RateLimiter, Window } from './types.js';
export { MemoryRateLimiter } from './memory.js';

/** The Redis client is loaded only when Redis is configured: a single-machine start does not pay for it. */
export async function createRateLimiter(redisUrl: string | null, windows: readonly Window[], prefix?: string): Promise<RateLimiter> {
  if (!redisUrl) return new MemoryRateLimiter(windows);
  const { RedisRateLimiter } = await import('./redis.js');
  return new RedisRateLimiter(redisUrl, windows, prefix);
}
