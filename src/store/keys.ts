import type { Kysely, Selectable } from 'kysely';
import type { Plan } from '../domain/plans.js';
import type { ApiKey, KeyKind, Org, ScopePermission } from '../domain/types.js';
import type { ApiKeysTable, Database } from './schema.js';

function toKey(row: Selectable<ApiKeysTable>): ApiKey {
  return {
    id: row.id,
    orgId: row.org_id,
    kind: row.kind as KeyKind,
    name: row.name,
    keyPrefix: row.key_prefix,
    scopes: row.scopes ? (JSON.parse(row.scopes) as Record<string, ScopePermission[]>) : null,
    expiresAt: row.expires_at,
    revokedAt: row.revoked_at,
    lastUsedAt: row.last_used_at,
    createdAt: row.created_at,
  };
}

export interface NewKey {
  key: ApiKey;
  hash: string;
}

export class KeyStore {
  constructor(private readonly db: Kysely<Database>) {}

  async create({ key, hash }: NewKey): Promise<ApiKey> {
    await this.db
      .insertInto('api_keys')
      .values({
        id: key.id,
        org_id: key.orgId,
        kind: key.kind,
        name: key.name,
        key_hash: hash,
        key_prefix: key.keyPrefix,
        scopes: key.scopes ? JSON.stringify(key.scopes) : null,
        expires_at: key.expiresAt,
        revoked_at: key.revokedAt,
        last_used_at: key.lastUsedAt,
        created_at: key.createdAt,
      })
      .execute();
    return key;
  }

  /** The key with this SHA-256 hash, together with its stored hash for a constant-time re-check. */
  async findByHash(hash: string): Promise<{ key: ApiKey; hash: string } | undefined> {
    const row = await this.db.selectFrom('api_keys').selectAll().where('key_hash', '=', hash).executeTakeFirst();
    return row ? { key: toKey(row), hash: row.key_hash } : undefined;
  }

  /** One query for authentication: the key by hash joined with its organization. */
  async findWithOrgByHash(hash: string): Promise<{ key: ApiKey; hash: string; org: Org } | undefined> {
    const row = await this.db
      .selectFrom('api_keys')
      .innerJoin('orgs', 'orgs.id', 'api_keys.org_id')
      .selectAll('api_keys')
      .select(['orgs.slug as org_slug', 'orgs.plan as org_plan', 'orgs.created_at as org_created_at'])
      .where('api_keys.key_hash', '=', hash)
      .executeTakeFirst();
    if (!row) return undefined;
    const org: Org = { id: row.org_id, slug: row.org_slug, plan: row.org_plan as Plan, createdAt: row.org_created_at };
    return { key: toKey(row), hash: row.key_hash, org };
  }

  async findById(id: string): Promise<ApiKey | undefined> {
    const row = await this.db.selectFrom('api_keys').selectAll().where('id', '=', id).executeTakeFirst();
    return row ? toKey(row) : undefined;
  }

  async list(filter: { orgId?: string; kind?: KeyKind } = {}): Promise<ApiKey[]> {
    let query = this.db.selectFrom('api_keys').selectAll();
    if (filter.orgId) query = query.where('org_id', '=', filter.orgId);
    if (filter.kind) query = query.where('kind', '=', filter.kind);
    const rows = await query.orderBy('id').execute();
    return rows.map(toKey);
  }

  /** Marks the key revoked; returns false when it does not exist or was already revoked. */
  async revoke(id: string, at: string, orgId?: string): Promise<boolean> {
    let query = this.db.updateTable('api_keys').set({ revoked_at: at }).where('id', '=', id).where('revoked_at', 'is', null);
    if (orgId) query = query.where('org_id', '=', orgId);
    const result = await query.executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  async touch(ids: readonly string[], at: string): Promise<void> {
    if (ids.length === 0) return;
    await this.db.updateTable('api_keys').set({ last_used_at: at }).where('id', 'in', ids).execute();
  }
}
