import type { Kysely } from 'kysely';
import type { Database } from './schema.js';

export interface Job {
  id: string;
  kind: string;
  payload: Record<string, unknown>;
  attempts: number;
}

/**
 * Durable background jobs. A claim leases a job until `locked_until`; a worker that dies leaves it to be
 * claimed again after the lease. The lease is taken with a conditional UPDATE, so two workers (or two
 * nodes) never run the same job at once.
 */
export class JobStore {
  constructor(private readonly db: Kysely<Database>) {}

  async enqueue(job: { id: string; kind: string; payload: Record<string, unknown>; runAfter: number; createdAt: string }): Promise<void> {
    await this.db
      .insertInto('jobs')
      .values({
        id: job.id,
        kind: job.kind,
        payload: JSON.stringify(job.payload),
        run_after: job.runAfter,
        attempts: 0,
        locked_until: 0,
        last_error: null,
        created_at: job.createdAt,
      })
      .execute();
  }

  async claim(now: number, leaseMs: number, limit: number): Promise<Job[]> {
    const due = await this.db
      .selectFrom('jobs')
      .select(['id', 'kind', 'payload', 'attempts'])
      .where('run_after', '<=', now)
      .where('locked_until', '<=', now)
      .orderBy('run_after')
      .limit(limit)
      .execute();
    const claimed: Job[] = [];
    for (const row of due) {
      const result = await this.db
        .updateTable('jobs')
        .set({ locked_until: now + leaseMs, attempts: row.attempts + 1 })
        .where('id', '=', row.id)
        .where('locked_until', '<=', now)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) === 1) {
        claimed.push({ id: row.id, kind: row.kind, payload: JSON.parse(row.payload) as Record<string, unknown>, attempts: row.attempts + 1 });
      }
    }
    return claimed;
  }

  async complete(id: string): Promise<void> {
    await this.db.deleteFrom('jobs').where('id', '=', id).execute();
  }

  async retryLater(id: string, runAfter: number, error: string): Promise<void> {
    await this.db.updateTable('jobs').set({ run_after: runAfter, locked_until: 0, last_error: error }).where('id', '=', id).execute();
  }

  async pending(kind?: string): Promise<number> {
    let q = this.db.selectFrom('jobs').select((eb) => eb.fn.countAll<number | string>().as('n'));
    if (kind) q = q.where('kind', '=', kind);
    const row = await q.executeTakeFirstOrThrow();
    return Number(row.n);
  }
}
