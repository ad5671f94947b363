import { Redis } from 'ioredis';
import { decide, type RateDecision, type RateLimiter, type SlotCounts, type Window } from './types.js';

/**
 * Reads both slots of every window, and increments the current slots only when the caller (the same
 * arithmetic as the memory limiter, run inside Redis) allows the request. One round trip, atomic.
 * KEYS: per window, previous slot key then current slot key. ARGV: allowed-check limits/weights.
 */
const SCRIPT = `
local n = #KEYS / 2
local ok = 1
local counts = {}
for i = 1, n do
  local prev = tonumber(redis.call('GET', KEYS[2*i-1]) or '0')
  local cur = tonumber(redis.call('GET', KEYS[2*i]) or '0')
  counts[2*i-1] = prev
  counts[2*i] = cur
  local limit = tonumber(ARGV[2*i-1])
  local weight = tonumber(ARGV[2*i])
  if prev * weight + cur + 1 > limit then ok = 0 end
end
if ok == 1 then
  for i = 1, n do
    redis.call('INCR', KEYS[2*i])
    redis.call('PEXPIRE', KEYS[2*i], tonumber(ARGV[2*n + i]))
    counts[2*i] = counts[2*i] + 1
  end
end
counts[2*n+1] = ok
return counts
`;

export class RedisRateLimiter implements RateLimiter {
  readonly #redis: Redis;

  constructor(
    url: string,
    private readonly windows: readonly Window[],
    private readonly prefix = 'grove:rl',
  ) {
    this.#redis = new Redis(url, { maxRetriesPerRequest: 2, enableOfflineQueue: true, lazyConnect: false });
    this.#redis.defineCommand('groveRateHit', { lua: SCRIPT });
  }

  async hit(key: string, now: number): Promise<RateDecision> {
    const keys: string[] = [];
    const args: (string | number)[] = [];
    const ttls: number[] = [];
    for (const window of this.windows) {
      const index = Math.floor(now / window.ms);
      keys.push(`${this.prefix}:${key}:${window.ms}:${index - 1}`, `${this.prefix}:${key}:${window.ms}:${index}`);
      args.push(window.limit, 1 - (now - index * window.ms) / window.ms);
      ttls.push(window.ms * 2);
    }
    const run = (this.#redis as unknown as { groveRateHit: (...a: (string | number)[]) => Promise<number[]> }).groveRateHit;
    const reply = await run.call(this.#redis, keys.length, ...keys, ...args, ...ttls);
    const allowed = reply[keys.length] === 1;
    // Decide from the counts as they were before this request's increment.
    const counts: SlotCounts[] = this.windows.map((_, i) => ({
      previous: Number(reply[2 * i]),
      current: Number(reply[2 * i + 1]) - (allowed ? 1 : 0),
    }));
    return decide(this.windows, counts, now);
  }

  async close(): Promise<void> {
    this.#redis.disconnect();
    await Promise.resolve();
  }
}
