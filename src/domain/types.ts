import type { Plan } from './plans.js';

export type Visibility = 'public' | 'private';

export interface Org {
  id: string;
  slug: string;
  plan: Plan;
  createdAt: string;
}

export type KeyKind = 'master' | 'token';
export type ScopePermission = 'read' | 'write';

export interface ApiKey {
  id: string;
  orgId: string;
  kind: KeyKind;
  name: string | null;
  keyPrefix: string;
  scopes: Record<string, ScopePermission[]> | null;
  expiresAt: string | null;
  revokedAt: string | null;
  lastUsedAt: string | null;
  createdAt: string;
}

export interface ForkedFrom {
  repo_id: string;
  org_id: string;
  slug: string;
  namespace: string | null;
}

export interface Repo {
  id: string;
  orgId: string;
  namespace: string | null;
  slug: string;
  description: string;
  visibility: Visibility;
  defaultBranch: string;
  isTemplate: boolean;
  autoIndex: boolean;
  forkedFrom: ForkedFrom | null;
  /** Fork bookkeeping: null/0/null for repositories that are not forks. */
  forkMode: 'instant' | 'deep' | null;
  forkDepth: number;
  forkRoot: string | null;
  /** The shared object pool this repository reads through alternates, if any. */
  networkId: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface Snapshot {
  repoId: string;
  name: string;
  branch: string;
  sha: string;
  metadata: Record<string, unknown>;
  createdAt: string;
}

/** An anonymous reader of an organization's public repositories (the /v1/orgs/:orgSlug routes). */
export interface PublicCaller {
  publicOrg: string;
}

/** Whoever a read is for: an authenticated principal or an anonymous public reader. */
export type Caller = Principal | PublicCaller;

export function isPublicCaller(caller: Caller): caller is PublicCaller {
  return 'publicOrg' in caller;
}

/** Who is calling: resolved once per request by authentication. */
export interface Principal {
  org: Org;
  key: ApiKey;
  /** Set when the request was authenticated through an open session. */
  sessionId?: string;
}
