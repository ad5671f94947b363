import { AppError, invalid, notFound } from '../../domain/errors.js';
import { isValidSlug } from '../../domain/slug.js';
import type { ApiKey, Principal, ScopePermission } from '../../domain/types.js';
import { displayPrefix, generateKey, hashKey } from '../../infra/keys.js';
import { newId } from '../../lib/ids.js';
import type { Clock } from '../../infra/clock.js';
import type { Store } from '../../store/index.js';
import type { AuthService } from '../auth/index.js';

export interface TokenDeps {
  store: Store;
  clock: Clock;
  auth: AuthService;
}

/** SPEC Limits → Active tokens. */
const TOKEN_LIMITS = { activePerOrg: 1000, minTtl: 3600, maxTtl: 2_592_000, nameMax: 100 } as const;

const VAULT_ID = /^[A-Za-z0-9_-]{1,100}$/;

/** Scope patterns: repos:*, repos:<slug>, repos:<namespace>/<slug>, vaults:*, vaults:<id>. */
function checkScopes(scopes: Record<string, unknown>): Record<string, ScopePermission[]> {
  const entries = Object.entries(scopes);
  if (entries.length === 0) throw invalid('scopes must name at least one pattern');
  if (entries.length > 100) throw invalid('scopes may name at most 100 patterns');
  const out: Record<string, ScopePermission[]> = {};
  for (const [pattern, perms] of entries) {
    const [kind, target, ...extra] = pattern.split(':');
    const validTarget =
      extra.length === 0 &&
      target !== undefined &&
      (target === '*' ||
        (kind === 'repos' && target.split('/').length <= 2 && target.split('/').every((part) => isValidSlug(part))) ||
        (kind === 'vaults' && VAULT_ID.test(target)));
    if ((kind !== 'repos' && kind !== 'vaults') || !validTarget) {
      throw invalid(`scope '${pattern}' is not one of repos:*, repos:<slug>, repos:<namespace>/<slug>, vaults:*, vaults:<id>`);
    }
    if (!Array.isArray(perms) || perms.length === 0 || perms.some((p) => p !== 'read' && p !== 'write')) {
      throw invalid(`scope '${pattern}' must map to a non-empty array of "read" and/or "write"`);
    }
    out[pattern] = [...new Set(perms as ScopePermission[])];
  }
  return out;
}

export interface TokenView {
  id: string;
  name: string;
  key_prefix: string;
  scopes: Record<string, ScopePermission[]>;
  expires_at: string;
  created_at: string;
}

const view = (key: ApiKey): TokenView => ({
  id: key.id,
  name: key.name ?? '',
  key_prefix: key.keyPrefix,
  scopes: key.scopes ?? {},
  expires_at: key.expiresAt ?? '',
  created_at: key.createdAt,
});

/** Scoped, expiring tokens, issued and revoked with the master key. */
export class TokenService {
  constructor(private readonly deps: TokenDeps) {}

  #active(key: ApiKey, now: number): boolean {
    return key.kind === 'token' && !key.revokedAt && (!key.expiresAt || Date.parse(key.expiresAt) > now);
  }

  async create(principal: Principal, input: { name: string; scopes: Record<string, unknown>; expires_in: number }): Promise<TokenView & { token: string }> {
    const name = input.name.trim();
    if (name.length === 0 || name.length > TOKEN_LIMITS.nameMax) throw invalid(`name must be 1-${TOKEN_LIMITS.nameMax} characters`);
    if (!Number.isInteger(input.expires_in) || input.expires_in < TOKEN_LIMITS.minTtl || input.expires_in > TOKEN_LIMITS.maxTtl) {
      throw invalid(`expires_in must be an integer from ${TOKEN_LIMITS.minTtl} to ${TOKEN_LIMITS.maxTtl} seconds`);
    }
    const scopes = checkScopes(input.scopes);
    const now = this.deps.clock.now();
    const active = (await this.deps.store.keys.list({ orgId: principal.org.id, kind: 'token' })).filter((k) => this.#active(k, now));
    if (active.length >= TOKEN_LIMITS.activePerOrg) {
      throw new AppError('UNPROCESSABLE', `an organization may have at most ${TOKEN_LIMITS.activePerOrg} active tokens; revoke some first`);
    }
    const secret = generateKey('token');
    const key = await this.deps.store.keys.create({
      hash: hashKey(secret),
      key: {
        id: newId('tok', now),
        orgId: principal.org.id,
        kind: 'token',
        name,
        keyPrefix: displayPrefix(secret),
        scopes,
        expiresAt: new Date(now + input.expires_in * 1000).toISOString(),
        revokedAt: null,
        lastUsedAt: null,
        createdAt: new Date(now).toISOString(),
      },
    });
    return { ...view(key), token: secret };
  }

  async list(principal: Principal): Promise<{ tokens: (TokenView & { last_used: string | null })[] }> {
    await this.deps.auth.flushUsage();
    const now = this.deps.clock.now();
    const keys = await this.deps.store.keys.list({ orgId: principal.org.id, kind: 'token' });
    return { tokens: keys.filter((k) => this.#active(k, now)).map((k) => ({ ...view(k), last_used: k.lastUsedAt })) };
  }

  /** Invalid at once: the next request with it (or a session opened with it) is refused. */
  async revoke(principal: Principal, id: string): Promise<{ id: string; revoked: true }> {
    const key = await this.deps.store.keys.findById(id);
    if (!key || key.orgId !== principal.org.id || key.kind !== 'token') throw notFound(`token '${id}'`);
    if (!(await this.deps.store.keys.revoke(id, new Date(this.deps.clock.now()).toISOString(), principal.org.id))) {
      throw notFound(`active token '${id}'`);
    }
    return { id, revoked: true };
  }
}
