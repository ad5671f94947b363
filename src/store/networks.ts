import type { Kysely, Selectable } from 'kysely';
import type { Database, ForkNetworksTable } from './schema.js';

/** A fork network: the object pool its members (a repository and its instant forks) read through alternates. */
export interface ForkNetwork {
  id: string;
  createdAt: string;
  /** When the orphan-object sweep last completed; null before the first. */
  lastSweptAt: string | null;
}

function toNetwork(row: Selectable<ForkNetworksTable>): ForkNetwork {
  return { id: row.id, createdAt: row.created_at, lastSweptAt: row.last_swept_at };
}

export class NetworkStore {
  constructor(private readonly db: Kysely<Database>) {}

  async create(network: ForkNetwork): Promise<ForkNetwork> {
    await this.db
      .insertInto('fork_networks')
      .values({ id: network.id, created_at: network.createdAt, last_swept_at: network.lastSweptAt })
      .execute();
    return network;
  }

  async find(id: string): Promise<ForkNetwork | undefined> {
    const row = await this.db.selectFrom('fork_networks').selectAll().where('id', '=', id).executeTakeFirst();
    return row ? toNetwork(row) : undefined;
  }

  /** Networks never swept, or last swept before `before` (ISO 8601), oldest first. */
  async listDue(before: string, limit: number): Promise<ForkNetwork[]> {
    const rows = await this.db
      .selectFrom('fork_networks')
      .selectAll()
      .where((eb) => eb.or([eb('last_swept_at', 'is', null), eb('last_swept_at', '<', before)]))
      .orderBy('created_at')
      .limit(limit)
      .execute();
    return rows.map(toNetwork);
  }

  async markSwept(id: string, at: string): Promise<void> {
    await this.db.updateTable('fork_networks').set({ last_swept_at: at }).where('id', '=', id).execute();
  }

  async delete(id: string): Promise<boolean> {
    const result = await this.db.deleteFrom('fork_networks').where('id', '=', id).executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }
}
