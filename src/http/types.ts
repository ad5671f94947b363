import type { FastifyBaseLogger, FastifyInstance, RawReplyDefaultExpression, RawRequestDefaultExpression, RawServerDefault } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Principal } from '../domain/types.js';
import type { Services } from '../services/index.js';
import type { RegisteredRoute } from './plugins/route-table.js';

/**
 * What a route needs from the caller, declared per route as data and enforced in one place (plugins/auth):
 * none = no key (ops routes), master = master key only, any = any valid key,
 * read / write = a key with that permission on the repository named in the path.
 */
export type Permission = 'none' | 'master' | 'any' | 'read' | 'write';

declare module 'fastify' {
  interface FastifyContextConfig {
    permission?: Permission;
    /** Rate limiting and API-call counting are skipped for operational routes (health, metrics). */
    unmetered?: boolean;
    /** Public read route: no key needed, limited per client address with the public budgets. */
    publicRead?: boolean;
    /**
     * What the route's `*` stands for, so the OpenAPI document names it (`{path}`, `{ref}`) and `Allow` is
     * computed right; `suffix` is static text the handler requires after it (`/merge`).
     */
    wildcard?: { name: string; description: string; suffix?: string };
    /** The route reads its own query string (git smart HTTP); every other route refuses unknown parameters. */
    freeQuery?: boolean;
  }
  interface FastifyRequest {
    principal: Principal | null;
  }
  interface FastifyInstance {
    /** Every route added so far (auto-added HEAD routes included), for diagnostics and the contract test. */
    registeredRoutes(): RegisteredRoute[];
  }
}

export type App = FastifyInstance<RawServerDefault, RawRequestDefaultExpression, RawReplyDefaultExpression, FastifyBaseLogger, TypeBoxTypeProvider>;

export interface HttpDeps {
  services: Services;
  publicUrl: string;
  /** GROVE_METRICS_TOKEN: when set, `/metrics` needs `Authorization: Bearer <token>`. */
  metricsToken?: string | null;
  /** GROVE_CORS_ORIGINS: null = no CORS headers at all. */
  corsOrigins?: '*' | string[] | null;
}
