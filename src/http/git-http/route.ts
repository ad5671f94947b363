/**
 * Recognizing a git smart-HTTP URL: `/<org>[/<namespace>]/<slug>[.git]/(info/refs|git-upload-pack|git-receive-pack)`.
 * The `.git` suffix is optional, as on other git hosts; without it the organization may not be `v1` (the REST API).
 */
import type { GitRepoAddress } from '../../services/git-http/index.js';

export type GitEndpoint = 'info/refs' | 'git-upload-pack' | 'git-receive-pack';

export interface GitRoute {
  address: GitRepoAddress;
  endpoint: GitEndpoint;
  /** The route template, as REST routes are labelled in metrics. */
  template: string;
  /** The raw query string (after `?`), or '' when there is none. */
  query: string;
}

// Segments are anything but `/`; a repository segment ending in `.git` has at least one character before it.
const GIT_URL = /^\/([^/?#]+)\/(?:([^/?#]+)\/)?([^/?#]+?)(\.git)?\/(info\/refs|git-upload-pack|git-receive-pack)(?:\?([^#]*))?$/;
const GIT_ENDPOINT_SUFFIX = /\/(?:info\/refs|git-upload-pack|git-receive-pack)(?:\?|$)/;

const TEMPLATES: Record<GitEndpoint, [plain: string, namespaced: string]> = {
  'info/refs': ['/:org/:repo/info/refs', '/:org/:namespace/:repo/info/refs'],
  'git-upload-pack': ['/:org/:repo/git-upload-pack', '/:org/:namespace/:repo/git-upload-pack'],
  'git-receive-pack': ['/:org/:repo/git-receive-pack', '/:org/:namespace/:repo/git-receive-pack'],
};

/** A percent-encoded segment decoded (as a router would); null when the encoding is broken. */
function segment(raw: string): string | null {
  if (!raw.includes('%')) return raw;
  try {
    return decodeURIComponent(raw);
  } catch {
    return null;
  }
}

/** The git route a request URL names, or null when it is not a git smart-HTTP URL. */
export function matchGitRoute(url: string | undefined): GitRoute | null {
  if (url === undefined || (!url.includes('.git/') && !GIT_ENDPOINT_SUFFIX.test(url))) return null;
  const m = GIT_URL.exec(url);
  if (!m || (m[4] === undefined && m[1] === 'v1')) return null;
  const org = segment(m[1]!);
  const namespace = m[2] === undefined ? null : segment(m[2]);
  const slug = segment(m[3]!);
  if (org === null || slug === null || (m[2] !== undefined && namespace === null)) return null;
  // eslint-disable-next-line no-control-regex
  if (slug.startsWith('.') || /[\u0000-\u001f]/.test(slug)) return null;
  const endpoint = m[5] as GitEndpoint;
  return {
    address: { org, namespace, slug },
    endpoint,
    template: TEMPLATES[endpoint][namespace === null ? 0 : 1],
    query: m[6] ?? '',
  };
}
