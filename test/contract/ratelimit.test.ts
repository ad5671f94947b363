import assert from 'node:assert/strict';
import { after, describe, test } from 'node:test';
import { MemoryRateLimiter, type RateLimiter, type Window } from '../../src/infra/ratelimit/index.js';
import { RedisRateLimiter } from '../../src/infra/ratelimit/redis.js';
import { REDIS_URL, serviceAvailable } from '../helpers/services.js';

const MINUTE = 60_000;
const HOUR = 3_600_000;
const SPEC_WINDOWS: Window[] = [
  { limit: 600, ms: MINUTE },
  { limit: 15_000, ms: HOUR },
];
// Slot-aligned start times keep the arithmetic easy to follow.
const T0 = Date.UTC(2026, 10, 23, 10, 0, 0);

async function hitMany(limiter: RateLimiter, bucket: string, n: number, at: number) {
  let last;
  let allowed = 0;
  for (let i = 0; i < n; i++) {
    last = await limiter.hit(bucket, at);
    if (last.allowed) allowed++;
  }
  return { allowed, last: last! };
}

function limiterContract(name: string, make: (windows: Window[]) => RateLimiter, enabled: boolean) {
  describe(`rate limiter contract: ${name}`, { skip: !enabled && `${name} unavailable` }, () => {
    const made: RateLimiter[] = [];
    const limiter = (windows = SPEC_WINDOWS) => {
      const l = make(windows);
      made.push(l);
      return l;
    };
    after(async () => {
      for (const l of made) await l.close();
    });
    const bucket = () => `b-${Math.random().toString(36).slice(2)}`;

    test('600 requests in a minute pass, the 601st is refused with Retry-After', async () => {
      const l = limiter();
      const b = bucket();
      const first = await l.hit(b, T0);
      assert.equal(first.allowed, true);
      assert.equal(first.limit, 600);
      assert.equal(first.remaining, 599);
      assert.equal(first.resetAt, Math.ceil((T0 + MINUTE) / 1000));
      const { allowed, last } = await hitMany(l, b, 599, T0 + 1000);
      assert.equal(allowed, 599);
      assert.equal(last.remaining, 0);
      const refused = await l.hit(b, T0 + 2000);
      assert.equal(refused.allowed, false);
      assert.equal(refused.remaining, 0);
      assert.ok(refused.retryAfter >= 1 && refused.retryAfter <= 120, `retryAfter ${refused.retryAfter}`);
    });

    test('buckets are independent', async () => {
      const l = limiter([{ limit: 3, ms: MINUTE }]);
      const a = bucket();
      const b = bucket();
      assert.equal((await hitMany(l, a, 4, T0)).allowed, 3);
      assert.equal((await l.hit(b, T0)).allowed, true);
    });

    test('the window slides: the previous slot weighs less as time passes', async () => {
      const l = limiter([{ limit: 10, ms: MINUTE }]);
      const b = bucket();
      assert.equal((await hitMany(l, b, 10, T0 + 59_000)).allowed, 10);
      // Just after the slot boundary the previous 10 still weigh ~10: refused.
      assert.equal((await l.hit(b, T0 + MINUTE + 1000)).allowed, false);
      // Half-way through the next slot they weigh 5: five more fit (5 + 5 = 10), the sixth does not.
      assert.equal((await hitMany(l, b, 6, T0 + MINUTE + 30_000)).allowed, 5);
      // Two slots later everything has decayed.
      assert.equal((await hitMany(l, b, 10, T0 + 3 * MINUTE)).allowed, 10);
    });

    test('refused requests do not count', async () => {
      const l = limiter([{ limit: 2, ms: MINUTE }]);
      const b = bucket();
      await hitMany(l, b, 50, T0);
      // 50 tries, 2 counted; at the next slot's end the previous 2 have fully decayed.
      assert.equal((await hitMany(l, b, 2, T0 + 2 * MINUTE)).allowed, 2);
    });

    test('the sustained (hourly) window refuses even when the minute window has room', async () => {
      const l = limiter([{ limit: 600, ms: MINUTE }, { limit: 20, ms: HOUR }]);
      const b = bucket();
      assert.equal((await hitMany(l, b, 20, T0)).allowed, 20);
      const refused = await l.hit(b, T0 + 5 * MINUTE);
      assert.equal(refused.allowed, false);
      assert.ok(refused.retryAfter > 60, 'waits for the hour window, not the minute');
    });
  });
}

limiterContract('memory', (w) => new MemoryRateLimiter(w), true);
const redisUp = await serviceAvailable('Redis');
const prefix = `grove:test:${process.pid}:${Date.now()}`;
limiterContract('redis', (w) => new RedisRateLimiter(REDIS_URL, w, prefix), redisUp);
