import { invalid } from './errors.js';

/**
 * A new slug: SPEC's lowercase letters, digits and hyphens, 1 to 100 characters, no consecutive hyphens; and, as
 * every git host does, no hyphen at either end (`-` or `-x-` reads as a command-line option or a typo).
 */
export const SLUG_PATTERN = '^(?!-)(?!.*--)[a-z0-9-]{1,100}(?<!-)$';
const NEW_SLUG_RE = new RegExp(SLUG_PATTERN);
/** Slugs made before the end-hyphen rule stay addressable: lookups accept SPEC's own pattern. */
const SLUG_RE = /^(?!.*--)[a-z0-9-]{1,100}$/;
export const SLUG_RULE = '1-100 lowercase letters, digits or single hyphens, starting and ending with a letter or digit';

/**
 * Names of repository sub-resources. A namespaced repository whose slug is one of these would make
 * `/v1/repos/<namespace>/<slug>` ambiguous with `/v1/repos/<slug>/<sub-resource>`, so they are reserved.
 */
const RESERVED_SLUGS: ReadonlySet<string> = new Set([
  'branches', 'refs', 'commits', 'tree', 'blob', 'blobs', 'raw', 'diff', 'snapshots', 'fork', 'watch',
  'sync', 'wiki', 'search', 'semantic-search', 'hybrid-search', 'agentic-search', 'exec', 'graph', 'index',
  'prefetch', 'merge', 'info', 'lfs', 'blame', 'archive',
]);

/** Whether `value` can name an existing organization, namespace or repository (lookups). */
export function isValidSlug(value: string): boolean {
  return SLUG_RE.test(value);
}

/** Whether `value` may name a new organization, namespace or repository. */
export function isNewSlug(value: string): boolean {
  return NEW_SLUG_RE.test(value);
}

export function assertSlug(value: string, field: 'slug' | 'namespace'): void {
  if (!isNewSlug(value)) {
    throw invalid(`${field} '${value}' is not valid: use ${SLUG_RULE}`);
  }
  if (field === 'slug' && RESERVED_SLUGS.has(value)) {
    throw invalid(`slug '${value}' is reserved`);
  }
}
