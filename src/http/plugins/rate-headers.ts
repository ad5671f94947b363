import { AppError } from '../../domain/errors.js';
import type { RateDecision } from '../../services/limits/index.js';

/** Where response headers go: a Fastify reply, or the git lane's adapter over a raw response. */
export interface HeaderTarget {
  header(name: string, value: number): unknown;
}

/** X-RateLimit-* on every response; a refusal is 429 with Retry-After. Shared by REST and git routes. */
export function applyRateDecision(reply: HeaderTarget, decision: RateDecision): void {
  reply.header('x-ratelimit-limit', decision.limit);
  reply.header('x-ratelimit-remaining', decision.remaining);
  reply.header('x-ratelimit-reset', decision.resetAt);
  if (!decision.allowed) {
    reply.header('retry-after', decision.retryAfter);
    throw new AppError('RATE_LIMITED', `rate limit exceeded; retry in ${decision.retryAfter} s`);
  }
}
