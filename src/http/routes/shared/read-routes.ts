import type { FastifyRequest } from 'fastify';
import type { Caller } from '../../../domain/types.js';
import type { Permission } from '../../types.js';
import { repoPaths } from './repo-paths.js';

export interface ReadRoute {
  url: string;
  config: { permission: Permission; publicRead?: boolean };
}

/**
 * A read-only repository route in all its forms: the authenticated `/v1/repos[/:namespace]/:slug…` and
 * SPEC's public `/v1/orgs/:orgSlug/repos[/:namespace]/:slug…`, which needs no key and serves only public
 * repositories (rate limited per client address).
 */
export function readRoutes(suffix = ''): ReadRoute[] {
  return [
    ...repoPaths(suffix).map((url) => ({ url, config: { permission: 'read' as const } })),
    ...publicRepoPaths(suffix).map((url) => ({ url, config: { permission: 'none' as const, publicRead: true } })),
  ];
}

export function publicRepoPaths(suffix = ''): [string, string] {
  return [`/v1/orgs/:orgSlug/repos/:slug${suffix}`, `/v1/orgs/:orgSlug/repos/:namespace/:slug${suffix}`];
}

/** Who the read is for: the authenticated principal, or an anonymous reader of the organization in the path. */
export function callerOf(request: FastifyRequest): Caller {
  const orgSlug = (request.params as { orgSlug?: string }).orgSlug;
  if (request.routeOptions.config.publicRead && orgSlug !== undefined) return { publicOrg: orgSlug };
  return request.principal!;
}
