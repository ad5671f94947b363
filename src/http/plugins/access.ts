import type { Socket } from 'node:net';
import type { FastifyContextConfig, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { forbidden, unauthorized } from '../../domain/errors.js';
import type { Principal } from '../../domain/types.js';
import type { KeyDigestMemo } from '../../services/auth/index.js';
import type { HttpDeps, Permission } from '../types.js';
import { applyRateDecision } from './rate-headers.js';

const kKeyMemo = Symbol('grove.keyDigest');

/** A connection remembers the last API key sent on it and that key's digest (never beyond its own life). */
interface MemoSocket extends Socket {
  [kKeyMemo]?: KeyDigestMemo;
}

/** The key a request presents: `x-api-key`, or `Authorization: Bearer <key>` (what HTTP clients and SDKs send). */
function presentedKey(request: FastifyRequest): string | null {
  const header = request.headers['x-api-key'];
  if (typeof header === 'string' && header.length > 0) return header;
  const authorization = request.headers.authorization;
  if (typeof authorization === 'string' && authorization.length > 7 && /^bearer /i.test(authorization)) return authorization.slice(7).trim() || null;
  return null;
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
    if (!principal) throw unauthorized(secret ? 'The API key is not valid (unknown, revoked or expired).' : 'An API key is required: send it in the x-api-key header or as Authorization: Bearer <key>.');
    if (permission === 'master' && principal.key.kind !== 'master') throw forbidden('this endpoint needs the master key');
    if (metered) return services.usage.countApiCall(principal.org);
  }

  function identify(request: FastifyRequest, secret: string): Principal | null | Promise<Principal | null> {
    const sessionId = request.headers['x-session-id'];
    // A client sends the same key on every request of a keep-alive connection: hash it once per connection.
    const socket = request.raw.socket as MemoSocket | null;
    return services.identity.fromApiKey(secret, {
      sessionId: typeof sessionId === 'string' && sessionId.length > 0 ? sessionId : undefined,
      memo: socket ? (socket[kKeyMemo] ??= { key: '', digest: '' }) : undefined,
    });
  }

  /** Rate-limit buckets of cached principals, so a request does not build (and hash) the string again. */
  const buckets = new WeakMap<Principal, string>();
  function bucketOf(principal: Principal): string {
    let bucket = buckets.get(principal);
    if (bucket === undefined) {
      bucket = `key:${principal.key.id}`;
      buckets.set(principal, bucket);
    }
    return bucket;
  }

  // Written out step by step rather than as a chain of `then` callbacks, so the synchronous path allocates no closures.
  function check(request: FastifyRequest, reply: FastifyReply): void | Promise<void> {
    const config = request.routeOptions.config;
    const secret = presentedKey(request);
    const identified = secret ? identify(request, secret) : null;
    if (identified instanceof Promise) return identified.then((principal) => admit(request, reply, config, principal, secret));
    return admit(request, reply, config, identified, secret);
  }

  function admit(request: FastifyRequest, reply: FastifyReply, config: FastifyContextConfig, principal: Principal | null, secret: string | null): void | Promise<void> {
    request.principal = principal;
    const permission = config.permission ?? 'none';
    const metered = !config.unmetered;
    if (!metered) return authorize(request, permission, secret, metered);
    const decision = config.publicRead
      ? services.rateLimits.hitPublic(request.ip)
      : services.rateLimits.hit(principal ? bucketOf(principal) : `ip:${request.ip}`);
    if (decision instanceof Promise) {
      return decision.then((d) => {
        applyRateDecision(reply, d);
        return authorize(request, permission, secret, metered);
      });
    }
    applyRateDecision(reply, decision);
    return authorize(request, permission, secret, metered);
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
