import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { forbidden, unauthorized } from '../../domain/errors.js';
import type { Principal } from '../../domain/types.js';
import type { HttpDeps, Permission } from '../types.js';
import { applyRateDecision } from './rate-headers.js';


function presentedKey(request: FastifyRequest): string | null {
  const header = request.headers['x-api-key'];
  return typeof header === 'string' && header.length > 0 ? header : null;
}

/** Runs `next` on a value that may or may not be a promise, staying synchronous when it is not. */
function then<T, R>(value: T | Promise<T>, next: (v: T) => R | Promise<R>): R | Promise<R> {
  return value instanceof Promise ? value.then(next) : next(value);
}

/**
 * One onRequest hook, in this order: set X-Request-Id; identify the caller from `x-api-key`; rate-limit by key
 * (or by client address when there is no valid key, which also slows key guessing); enforce the route's declared
 * permission; count the API call against the organization's monthly quota. Repository-level read/write is
 * decided where the repository is resolved (services/repos.resolve).
 * Every step answers synchronously when its data is in memory, so the common request never waits on a promise.
 */
export function accessControl(app: FastifyInstance, { services }: HttpDeps): void {
  app.decorateRequest('principal', null);

  function authorize(request: FastifyRequest, permission: Permission, secret: string | null, metered: boolean): void | Promise<void> {
    if (permission === 'none') return;
    const principal = request.principal;
    if (!principal) throw unauthorized(secret ? 'invalid API key' : 'missing API key: send it in the x-api-key header');
    if (permission === 'master' && principal.key.kind !== 'master') throw forbidden('this endpoint needs the master key');
    if (metered) return services.usage.countApiCall(principal.org);
  }

  function check(request: FastifyRequest, reply: FastifyReply): void | Promise<void> {
    const config = request.routeOptions.config;
    const permission = config.permission ?? 'none';
    const metered = !config.unmetered;
    const secret = presentedKey(request);
    const sessionId = request.headers['x-session-id'];
    const identified: Principal | null | Promise<Principal | null> = !secret
      ? null
      : typeof sessionId === 'string' && sessionId.length > 0
        ? then(services.sessions.authenticate(sessionId, secret), (p) => p ?? services.auth.authenticate(secret))
        : services.auth.authenticate(secret);
    return then(identified, (principal) => {
      request.principal = principal;
      if (!metered) return authorize(request, permission, secret, metered);
      const decision = config.publicRead
        ? services.rateLimits.hitPublic(request.ip)
        : services.rateLimits.hit(principal ? `key:${principal.key.id}` : `ip:${request.ip}`);
      return then(decision, (decision) => {
        applyRateDecision(reply, decision);
        return authorize(request, permission, secret, metered);
      });
    });
  }

  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    let pending: void | Promise<void>;
    try {
      pending = check(request, reply);
    } catch (error) {
      done(error as Error);
      return;
    }
    if (pending) pending.then(() => done(), done);
    else done();
  });
}
