import { type Kysely, type Selectable, sql } from 'kysely';
import { type Dialect, isUniqueViolation } from './connect.js';
import {
  type CancelResult,
  type ClaimedJob,
  claimable,
  FINISHED_STATES,
  type JobRecord,
  type JobState,
  type NewJob,
  type RenewResult,
  toRecord,
} from './job-rows.js';
import type { Database, JobsTable } from './schema.js';

export type { CancelResult, ClaimedJob, JobRecord, JobState, NewJob, RenewResult } from './job-rows.js';

/**
 * Durable background jobs. A job's row lives from enqueue to a sweep after it finished. A claim leases a
 * job to one holder until `locked_until` and names the holder in `locked_by`; every later write for that
 * attempt (renewal, outcome) is conditional on the holder, so a holder that lost its lease changes nothing.
 * A holder that dies leaves its jobs to be claimed again once the lease runs out.
 */
export class JobStore {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly dialect: Dialect,
  ) {}

  /**
   * Inserts a job. With a dedupe key, a not-yet-started job of the same kind and key absorbs the request:
   * its id is returned and `created` is false.
   */
  async enqueue(job: NewJob): Promise<{ id: string; created: boolean }> {
    const dedupeKey = job.dedupeKey ?? null;
    for (let round = 0; ; round++) {
      try {
        await this.db
          .insertInto('jobs')
          .values({
            id: job.id,
            kind: job.kind,
            payload: job.payload,
            run_after: job.runAfter,
            attempts: 0,
            locked_until: 0,
            last_error: null,
            created_at: job.createdAt,
            state: 'queued',
            locked_by: null,
            dedupe_key: dedupeKey,
            cancel_requested: 0,
            started_at: null,
            finished_at: null,
            progress_done: null,
            progress_total: null,
          })
          .execute();
        return { id: job.id, created: true };
      } catch (error) {
        if (dedupeKey === null || !isUniqueViolation(error) || round >= 3) throw error;
      }
      const existing = await this.db
        .selectFrom('jobs')
        .select('id')
        .where('kind', '=', job.kind)
        .where('dedupe_key', '=', dedupeKey)
        .where('state', '=', 'queued')
        .where('started_at', 'is', null)
        .executeTakeFirst();
      if (existing) return { id: existing.id, created: false };
      // the job that held the key was claimed or cancelled meanwhile: try the insert again
    }
  }

  /**
   * Leases up to `limit` claimable jobs of one kind to `leaseToken` until `now + leaseMs`, oldest due first.
   * PostgreSQL: rows are picked with FOR UPDATE SKIP LOCKED in a transaction, so concurrent claimers on
   * any number of nodes take disjoint jobs without waiting on each other. SQLite: one UPDATE … RETURNING
   * statement (SQLite runs one writer at a time, so the statement is the claim).
   */
  async claim(options: { kind: string; now: number; leaseMs: number; limit: number; leaseToken: string }): Promise<ClaimedJob[]> {
    const { kind, now, leaseMs, limit, leaseToken } = options;
    if (limit <= 0) return [];
    const lease = {
      state: 'running',
      attempts: sql<number>`attempts + 1`,
      locked_until: now + leaseMs,
      locked_by: leaseToken,
      started_at: now,
      progress_done: null,
      progress_total: null,
    };
    const columns = ['id', 'kind', 'payload', 'attempts'] as const;
    let rows: Array<Pick<Selectable<JobsTable>, (typeof columns)[number]>>;
    if (this.dialect === 'postgres') {
      rows = await this.db.transaction().execute(async (trx) => {
        const picked = await trx
          .selectFrom('jobs')
          .select('id')
          .where((eb) => claimable(eb, kind, now))
          .orderBy('run_after')
          .orderBy('id')
          .limit(limit)
          .forUpdate()
          .skipLocked()
          .execute();
        if (picked.length === 0) return [];
        const ids = picked.map((r) => r.id);
        return trx.updateTable('jobs').set(lease).where('id', 'in', ids).returning(columns).execute();
      });
    } else {
      rows = await this.db
        .updateTable('jobs')
        .set(lease)
        .where('id', 'in', (eb) =>
          eb
            .selectFrom('jobs')
            .select('id')
            .where((inner) => claimable(inner, kind, now))
            .orderBy('run_after')
            .orderBy('id')
            .limit(limit),
        )
        .returning(columns)
        .execute();
    }
    return rows.map((r) => ({ id: r.id, kind: r.kind, payload: r.payload, attempt: r.attempts, leaseToken }));
  }

  /** Extends a held lease (and records progress). `lost`: someone else holds the job now, or it finished. */
  async renew(id: string, leaseToken: string, lockedUntil: number, progress?: { done: number; total: number | null }): Promise<RenewResult> {
    const row = await this.db
      .updateTable('jobs')
      .set({
        locked_until: lockedUntil,
        ...(progress ? { progress_done: progress.done, progress_total: progress.total } : {}),
      })
      .where('id', '=', id)
      .where('locked_by', '=', leaseToken)
      .where('state', '=', 'running')
      .returning('cancel_requested')
      .executeTakeFirst();
    if (!row) return 'lost';
    return Number(row.cancel_requested) === 1 ? 'cancel-requested' : 'held';
  }

  /** Records the outcome of a held attempt; false when the lease was lost (the outcome is not recorded). */
  async finish(id: string, leaseToken: string, outcome: { state: 'succeeded' | 'failed' | 'cancelled'; now: number; error?: string | null }): Promise<boolean> {
    const result = await this.db
      .updateTable('jobs')
      .set({
        state: outcome.state,
        finished_at: outcome.now,
        locked_until: 0,
        locked_by: null,
        ...(outcome.error !== undefined ? { last_error: outcome.error } : {}),
      })
      .where('id', '=', id)
      .where('locked_by', '=', leaseToken)
      .where('state', '=', 'running')
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /**
   * Puts a held job back in the queue, due at `runAfter`. A shutdown hands it back without counting the
   * attempt (`refundAttempt`). A cancel asked for meanwhile wins: the job is cancelled instead.
   */
  async requeue(id: string, leaseToken: string, options: { runAfter: number; now: number; error: string | null; refundAttempt?: boolean }): Promise<'queued' | 'cancelled' | 'lost'> {
    const result = await this.db
      .updateTable('jobs')
      .set({
        state: 'queued',
        run_after: options.runAfter,
        locked_until: 0,
        locked_by: null,
        ...(options.error !== null ? { last_error: options.error } : {}),
        ...(options.refundAttempt ? { attempts: sql<number>`attempts - 1` } : {}),
      })
      .where('id', '=', id)
      .where('locked_by', '=', leaseToken)
      .where('state', '=', 'running')
      .where('cancel_requested', '=', 0)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 1) return 'queued';
    const cancelled = await this.finish(id, leaseToken, { state: 'cancelled', now: options.now, error: options.error ?? undefined });
    return cancelled ? 'cancelled' : 'lost';
  }

  /**
   * Cancels a queued job at once (`cancelled`), or asks the holder of a running one to stop (`cancelling`;
   * it learns so at its next lease renewal). `finished` and `not-found` change nothing.
   */
  async cancel(id: string, now: number): Promise<CancelResult> {
    for (let round = 0; round < 5; round++) {
      const queued = await this.db
        .updateTable('jobs')
        .set({ state: 'cancelled', finished_at: now, locked_until: 0 })
        .where('id', '=', id)
        .where('state', '=', 'queued')
        .executeTakeFirst();
      if (Number(queued.numUpdatedRows) === 1) return 'cancelled';
      const running = await this.db
        .updateTable('jobs')
        .set({ cancel_requested: 1 })
        .where('id', '=', id)
        .where('state', '=', 'running')
        .executeTakeFirst();
      if (Number(running.numUpdatedRows) === 1) return 'cancelling';
      const row = await this.db.selectFrom('jobs').select('state').where('id', '=', id).executeTakeFirst();
      if (!row) return 'not-found';
      if (FINISHED_STATES.includes(row.state as JobState)) return 'finished';
      // it moved between queued and running while we looked: look again
    }
    return 'cancelling';
  }

  async get(id: string): Promise<JobRecord | undefined> {
    const row = await this.db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirst();
    return row ? toRecord(row) : undefined;
  }

  /** Jobs not finished yet (queued, also those waiting for a retry, and running), of one kind or all. */
  async pending(kind?: string): Promise<number> {
    let q = this.db
      .selectFrom('jobs')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('state', 'in', ['queued', 'running']);
    if (kind) q = q.where('kind', '=', kind);
    const row = await q.executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /**
   * Housekeeping: a running job whose cancel was asked and whose holder is gone (lease ran out) becomes
   * cancelled; finished jobs older than `finishedBefore` are deleted.
   */
  async sweep(now: number, finishedBefore: number): Promise<{ cancelled: number; deleted: number }> {
    const cancelled = await this.db
      .updateTable('jobs')
      .set({ state: 'cancelled', finished_at: now, locked_until: 0, locked_by: null })
      .where('state', '=', 'running')
      .where('cancel_requested', '=', 1)
      .where('locked_until', '<=', now)
      .executeTakeFirst();
    const deleted = await this.db
      .deleteFrom('jobs')
      .where('state', 'in', [...FINISHED_STATES])
      .where('finished_at', '<', finishedBefore)
      .executeTakeFirst();
    return { cancelled: Number(cancelled.numUpdatedRows), deleted: Number(deleted.numDeletedRows) };
  }
}
