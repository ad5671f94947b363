import type { Clock } from '../../infra/clock.js';
import type { RateDecision, RateLimiter } from '../../infra/ratelimit/index.js';

export type { RateDecision };

/** Per-caller request budgets (SPEC Limits: 600/min burst, 15,000/h sustained), on the configured limiter. */
export class RateLimitService {
  constructor(
    private readonly limiter: RateLimiter,
    private readonly clock: Clock,
    private readonly publicLimiter: RateLimiter,
  ) {}

  hit(bucket: string): RateDecision | Promise<RateDecision> {
    return this.limiter.hit(bucket, this.clock.now());
  }

  /** Anonymous public reads: their own, smaller budgets per client address. */
  hitPublic(address: string): RateDecision | Promise<RateDecision> {
    return this.publicLimiter.hit(`public:${address}`, this.clock.now());
  }
}
