import { AppError } from '../domain/errors.js';

/**
 * SPEC areas this version of Grove does not serve yet. A request for one answers 501 NOT_IMPLEMENTED naming the
 * area, instead of a 404 that reads as if the repository were missing ("repository 'x/watch' not found"). Remove
 * an area here when its routes land (a route that exists is always matched before this table is asked).
 */
const REPO_AREAS: Record<string, string> = {
  sync: 'GitHub/GitLab sync',
  wiki: 'the wiki',
};

const TOP_AREAS: Record<string, string> = {
  connections: 'sync connections',
};

/** `/v1/repos/<slug>/<area>…` or `/v1/repos/<namespace>/<slug>/<area>…` (and the public `/v1/orgs/<org>/repos/…`). */
const REPO_PATH = /^\/v1\/(?:orgs\/[^/]+\/)?repos\/[^/]+\/(?:([^/]+)\/)?([^/]+)(?:\/|$)/;

/** The planned area a repository sub-resource name stands for, or null. */
export function plannedRepoArea(segment: string): string | null {
  return REPO_AREAS[segment] ?? null;
}

export function notImplemented(area: string): AppError {
  return new AppError('NOT_IMPLEMENTED', `${area} is not implemented in this version of Grove (the README lists what is)`);
}

/** The planned area a request path falls in, or null. */
export function plannedArea(path: string): string | null {
  const top = /^\/v1\/([^/]+)(?:\/|$)/.exec(path)?.[1];
  if (top !== undefined && TOP_AREAS[top]) return TOP_AREAS[top];
  const repo = REPO_PATH.exec(path);
  if (repo) {
    // the sub-resource follows the slug, or the namespace and slug
    const area = REPO_AREAS[repo[2]!] ?? (repo[1] !== undefined ? REPO_AREAS[repo[1]] : undefined);
    if (area) return area;
  }
  return null;
}
