import type { Kysely, Selectable } from 'kysely';
import { conflict } from '../domain/errors.js';
import type { Snapshot } from '../domain/types.js';
import { isUniqueViolation } from './connect.js';
import type { Database, SnapshotsTable } from './schema.js';

function toSnapshot(row: Selectable<SnapshotsTable>): Snapshot {
  return {
    repoId: row.repo_id,
    name: row.name,
    branch: row.branch,
    sha: row.sha,
    metadata: JSON.parse(row.metadata) as Record<string, unknown>,
    createdAt: row.created_at,
  };
}

export class SnapshotStore {
  constructor(private readonly db: Kysely<Database>) {}

  async create(snapshot: Snapshot): Promise<Snapshot> {
    try {
      await this.db
        .insertInto('snapshots')
        .values({
          repo_id: snapshot.repoId,
          name: snapshot.name,
          branch: snapshot.branch,
          sha: snapshot.sha,
          metadata: JSON.stringify(snapshot.metadata),
          created_at: snapshot.createdAt,
        })
        .execute();
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(`snapshot '${snapshot.name}' already exists`);
      throw error;
    }
    return snapshot;
  }

  async get(repoId: string, name: string): Promise<Snapshot | undefined> {
    const row = await this.db.selectFrom('snapshots').selectAll().where('repo_id', '=', repoId).where('name', '=', name).executeTakeFirst();
    return row ? toSnapshot(row) : undefined;
  }

  async list(repoId: string): Promise<Snapshot[]> {
    const rows = await this.db.selectFrom('snapshots').selectAll().where('repo_id', '=', repoId).orderBy('created_at').orderBy('name').execute();
    return rows.map(toSnapshot);
  }

  async delete(repoId: string, name: string): Promise<boolean> {
    const result = await this.db.deleteFrom('snapshots').where('repo_id', '=', repoId).where('name', '=', name).executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }
}
