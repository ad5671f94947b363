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
  createdAt: string;
  updatedAt: string;
}

/** Who is calling: resolved once per request by authentication. */
export interface Principal {
  org: Org;
  key: ApiKey;
}
