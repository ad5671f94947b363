import { invalid } from './errors.js';

/** SPEC: lowercase letters, digits and hyphens, 1 to 100 characters, no consecutive hyphens. */
export const SLUG_PATTERN = '^(?!.*--)[a-z0-9-]{1,100}$';
const SLUG_RE = new RegExp(SLUG_PATTERN);

/**
 * Names of repository sub-resources. A namespaced repository whose slug is one of these would make
 * `/v1/repos/<namespace>/<slug>` ambiguous with `/v1/repos/<slug>/<sub-resource>`, so they are reserved.
 */
const RESERVED_SLUGS: ReadonlySet<string> = new Set([
  'branches', 'refs', 'commits', 'tree', 'blob', 'blobs', 'raw', 'diff', 'snapshots', 'fork', 'watch',
  'sync', 'wiki', 'search', 'exec', 'graph', 'index', 'prefetch', 'merge', 'info', 'lfs',
]);

export function isValidSlug(value: string): boolean {
  return SLUG_RE.test(value);
}

export function assertSlug(value: string, field: 'slug' | 'namespace'): void {
  if (!isValidSlug(value)) {
    throw invalid(`${field} must be 1-100 lowercase letters, digits or single hyphens`);
  }
  if (field === 'slug' && RESERVED_SLUGS.has(value)) {
    throw invalid(`slug '${value}' is reserved`);
  }
}
