import { MemoryRateLimiter } from './memory.js';
import { RedisRateLimiter } from './redis.js';
import type { RateLimiter, Window } from './types.js';

export type { RateDecision, RateLimiter, Window } from './types.js';
export { MemoryRateLimiter } from './memory.js';
export { RedisRateLimiter } from './redis.js';

export function createRateLimiter(redisUrl: string | null, windows: readonly Window[], prefix?: string): RateLimiter {
  return redisUrl ? new RedisRateLimiter(redisUrl, windows, prefix) : new MemoryRateLimiter(windows);
}
