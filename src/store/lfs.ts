import type { Kysely, Selectable } from 'kysely';
import { isUniqueViolation } from './connect.js';
import type { Database, LfsLocksTable } from './schema.js';

/** A path lock of a repository (SPEC "Large-file lock"). */
export interface LfsLock {
  id: string;
  repoId: string;
  path: string;
  refName: string | null;
  ownerKeyId: string;
  lockedAt: string;
}

export interface LockListQuery {
  path?: string | undefined;
  id?: string | undefined;
  /** Keyset: only ids greater than this. */
  afterId?: string | undefined;
  /** Only locks of this owner, or only locks not of this owner. */
  owner?: { keyId: string; mine: boolean } | undefined;
  limit: number;
}

function toLock(row: Selectable<LfsLocksTable>): LfsLock {
  return { id: row.id, repoId: row.repo_id, path: row.path, refName: row.ref_name, ownerKeyId: row.owner_key_id, lockedAt: row.locked_at };
}

/** Large-file objects recorded per repository, and path locks. */
export class LfsStore {
  constructor(private readonly db: Kysely<Database>) {}

  /** Records that a repository holds an object; recording it again changes nothing. */
  async recordObject(repoId: string, oid: string, size: number, at: string): Promise<void> {
    try {
      await this.db.insertInto('lfs_objects').values({ repo_id: repoId, oid, size, created_at: at }).execute();
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
    }
  }

  /** The sizes of the objects among `oids` that the repository holds. */
  async findObjects(repoId: string, oids: readonly string[]): Promise<Map<string, number>> {
    if (oids.length === 0) return new Map();
    const rows = await this.db.selectFrom('lfs_objects').select(['oid', 'size']).where('repo_id', '=', repoId).where('oid', 'in', [...oids]).execute();
    return new Map(rows.map((r) => [r.oid, Number(r.size)]));
  }

  /** Bytes of large-file objects held by an organization's repositories (each repository counts its own). */
  async orgBytes(orgId: string): Promise<number> {
    const row = await this.db
      .selectFrom('lfs_objects')
      .innerJoin('repos', 'repos.id', 'lfs_objects.repo_id')
      .select((eb) => eb.fn.sum<number | string | null>('lfs_objects.size').as('bytes'))
      .where('repos.org_id', '=', orgId)
      .executeTakeFirst();
    return Number(row?.bytes ?? 0);
  }

  /** Takes a lock; when the path is already locked, the existing lock instead. */
  async createLock(lock: LfsLock): Promise<{ created: boolean; lock: LfsLock }> {
    try {
      await this.db
        .insertInto('lfs_locks')
        .values({ id: lock.id, repo_id: lock.repoId, path: lock.path, ref_name: lock.refName, owner_key_id: lock.ownerKeyId, locked_at: lock.lockedAt })
        .execute();
      return { created: true, lock };
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
    }
    const existing = await this.db.selectFrom('lfs_locks').selectAll().where('repo_id', '=', lock.repoId).where('path', '=', lock.path).executeTakeFirst();
    // released between the two statements: try once more
    if (!existing) return this.createLock(lock);
    return { created: false, lock: toLock(existing) };
  }

  async getLock(repoId: string, id: string): Promise<LfsLock | undefined> {
    const row = await this.db.selectFrom('lfs_locks').selectAll().where('repo_id', '=', repoId).where('id', '=', id).executeTakeFirst();
    return row ? toLock(row) : undefined;
  }

  /** Locks in id (creation) order; one more than `limit` tells the caller there is a next page. */
  async listLocks(repoId: string, query: LockListQuery): Promise<LfsLock[]> {
    let q = this.db.selectFrom('lfs_locks').selectAll().where('repo_id', '=', repoId);
    if (query.path !== undefined) q = q.where('path', '=', query.path);
    if (query.id !== undefined) q = q.where('id', '=', query.id);
    if (query.afterId !== undefined) q = q.where('id', '>', query.afterId);
    if (query.owner) q = q.where('owner_key_id', query.owner.mine ? '=' : '<>', query.owner.keyId);
    const rows = await q.orderBy('id').limit(query.limit).execute();
    return rows.map(toLock);
  }

  /** Removes a lock; false when there was none. */
  async deleteLock(repoId: string, id: string): Promise<boolean> {
    const result = await this.db.deleteFrom('lfs_locks').where('repo_id', '=', repoId).where('id', '=', id).executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }
}
