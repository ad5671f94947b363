import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError, forbidden, unauthorized } from '../../domain/errors.js';
import type { HttpDeps } from '../types.js';

function presentedKey(request: FastifyRequest): string | null {
  const header = request.headers['x-api-key'];
  if (typeof header === 'string' && header.length > 0) return header;
  return null;
}

function setRateHeaders(reply: FastifyReply, decision: { limit: number; remaining: number; resetAt: number }): void {
  reply.header('x-ratelimit-limit', decision.limit);
  reply.header('x-ratelimit-remaining', decision.remaining);
  reply.header('x-ratelimit-reset', decision.resetAt);
}

/**
 * One onRequest hook, in this order: identify the caller from `x-api-key`; rate-limit by key (or by client
 * address when there is no valid key, which also slows key guessing); then enforce the route's declared
 * permission; then count the API call against the organization's monthly quota.
 * Repository-level read/write is decided where the repository is resolved (services/repos.resolve).
 */
export function accessControl(app: FastifyInstance, deps: HttpDeps): void {
  app.decorateRequest('principal', null);

  app.addHook('onRequest', async (request, reply) => {
    const config = request.routeOptions.config;
    const permission = config.permission ?? 'none';
    const secret = presentedKey(request);
    request.principal = secret ? await deps.services.auth.authenticate(secret) : null;

    if (!config.unmetered) {
      const bucket = request.principal ? `key:${request.principal.key.id}` : `ip:${request.ip}`;
      const decision = await deps.services.rateLimits.hit(bucket);
      setRateHeaders(reply, decision);
      if (!decision.allowed) {
        reply.header('retry-after', decision.retryAfter);
        throw new AppError('RATE_LIMITED', `rate limit exceeded; retry in ${decision.retryAfter} s`);
      }
    }

    if (permission === 'none') return;
    if (!request.principal) throw unauthorized(secret ? 'invalid API key' : 'missing API key: send it in the x-api-key header');
    if (permission === 'master' && request.principal.key.kind !== 'master') {
      throw forbidden('this endpoint needs the master key');
    }
    if (!config.unmetered) await deps.services.usage.countApiCall(request.principal.org);
  });
}
