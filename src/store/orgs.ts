import type { Kysely, Selectable } from 'kysely';
import { conflict } from '../domain/errors.js';
import { isPlan } from '../domain/plans.js';
import type { Org } from '../domain/types.js';
import { isUniqueViolation } from './connect.js';
import type { Database, OrgsTable } from './schema.js';

function toOrg(row: Selectable<OrgsTable>): Org {
  if (!isPlan(row.plan)) throw new Error(`organization ${row.id} has unknown plan ${row.plan}`);
  return { id: row.id, slug: row.slug, plan: row.plan, createdAt: row.created_at };
}

export class OrgStore {
  constructor(private readonly db: Kysely<Database>) {}

  async create(org: Org): Promise<Org> {
    try {
      await this.db
        .insertInto('orgs')
        .values({ id: org.id, slug: org.slug, plan: org.plan, created_at: org.createdAt })
        .execute();
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(`organization '${org.slug}' already exists`);
      throw error;
    }
    return org;
  }

  async findBySlug(slug: string): Promise<Org | undefined> {
    const row = await this.db.selectFrom('orgs').selectAll().where('slug', '=', slug).executeTakeFirst();
    return row ? toOrg(row) : undefined;
  }

  async findById(id: string): Promise<Org | undefined> {
    const row = await this.db.selectFrom('orgs').selectAll().where('id', '=', id).executeTakeFirst();
    return row ? toOrg(row) : undefined;
  }

  async count(): Promise<number> {
    const row = await this.db
      .selectFrom('orgs')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  async list(): Promise<Org[]> {
    const rows = await this.db.selectFrom('orgs').selectAll().orderBy('id').execute();
    return rows.map(toOrg);
  }

  async setPlan(id: string, plan: Org['plan']): Promise<void> {
    await this.db.updateTable('orgs').set({ plan }).where('id', '=', id).execute();
  }
}
