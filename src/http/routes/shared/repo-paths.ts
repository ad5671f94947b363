import type { RepoAddress } from '../../../services/index.js';

/** SPEC: every repo-scoped endpoint exists without and with the namespace segment. */
export function repoPaths(suffix = ''): [string, string] {
  return [`/v1/repos/:slug${suffix}`, `/v1/repos/:namespace/:slug${suffix}`];
}

export function addressOf(params: unknown): RepoAddress {
  const p = params as { namespace?: string; slug: string };
  return { namespace: p.namespace ?? null, slug: p.slug };
}
