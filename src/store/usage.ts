import { type Kysely, sql } from 'kysely';
import type { Database } from './schema.js';

export type UsageMetric = 'api_calls' | 'lazy_edit_tokens' | 'agentic_search_tokens';

export class UsageStore {
  constructor(private readonly db: Kysely<Database>) {}

  /** Adds `delta` to a monthly counter atomically (upsert in both dialects). */
  async add(orgId: string, month: string, metric: UsageMetric, delta: number): Promise<void> {
    await this.db
      .insertInto('usage')
      .values({ org_id: orgId, month, metric, value: delta })
      .onConflict((oc) => oc.columns(['org_id', 'month', 'metric']).doUpdateSet({ value: sql`usage.value + ${delta}` }))
      .execute();
  }

  async get(orgId: string, month: string): Promise<Record<string, number>> {
    const rows = await this.db
      .selectFrom('usage')
      .select(['metric', 'value'])
      .where('org_id', '=', orgId)
      .where('month', '=', month)
      .execute();
    return Object.fromEntries(rows.map((r) => [r.metric, Number(r.value)]));
  }
}
