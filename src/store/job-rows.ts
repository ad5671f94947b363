/** Shapes of job rows and how they read: shared by the job store and its claim queries. */
import type { ExpressionBuilder, Selectable } from 'kysely';
import type { Database, JobsTable } from './schema.js';

export type JobState = 'queued' | 'running' | 'succeeded' | 'failed' | 'cancelled';
export const FINISHED_STATES: readonly JobState[] = ['succeeded', 'failed', 'cancelled'];

/** A job as stored, for inspection. Times are ISO 8601; the payload is the parsed JSON (not checked). */
export interface JobRecord {
  id: string;
  kind: string;
  state: JobState;
  payload: unknown;
  /** Claims so far (the running attempt included). */
  attempts: number;
  lastError: string | null;
  dedupeKey: string | null;
  cancelRequested: boolean;
  createdAt: string;
  /** When a queued job becomes due. */
  runAfter: string;
  /** Start of the latest attempt. */
  startedAt: string | null;
  finishedAt: string | null;
  /** The lease holder and until when it holds (running jobs only). */
  lockedBy: string | null;
  leaseExpiresAt: string | null;
  progress: { done: number; total: number | null } | null;
}

/** A job handed to one claimer: its raw JSON payload and the lease token that fences its writes. */
export interface ClaimedJob {
  id: string;
  kind: string;
  payload: string;
  attempt: number;
  leaseToken: string;
}

export interface NewJob {
  id: string;
  kind: string;
  payload: string;
  runAfter: number;
  createdAt: string;
  dedupeKey?: string | null | undefined;
}

export type RenewResult = 'held' | 'lost' | 'cancel-requested';
export type CancelResult = 'cancelled' | 'cancelling' | 'finished' | 'not-found';

const num = (value: number | string | null): number | null => (value === null ? null : Number(value));
const iso = (ms: number | null): string | null => (ms === null ? null : new Date(ms).toISOString());

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

export function toRecord(row: Selectable<JobsTable>): JobRecord {
  const state = row.state as JobState;
  const done = num(row.progress_done);
  return {
    id: row.id,
    kind: row.kind,
    state,
    payload: parseJson(row.payload),
    attempts: row.attempts,
    lastError: row.last_error,
    dedupeKey: row.dedupe_key,
    cancelRequested: Number(row.cancel_requested) === 1,
    createdAt: row.created_at,
    runAfter: iso(num(row.run_after))!,
    startedAt: iso(num(row.started_at)),
    finishedAt: iso(num(row.finished_at)),
    lockedBy: state === 'running' ? row.locked_by : null,
    leaseExpiresAt: state === 'running' ? iso(num(row.locked_until)) : null,
    progress: done === null ? null : { done, total: num(row.progress_total) },
  };
}

/** Queued and due, or running under a lease that ran out (its node died); never one whose cancel was asked. */
export function claimable(eb: ExpressionBuilder<Database, 'jobs'>, kind: string, now: number) {
  return eb.and([
    eb('kind', '=', kind),
    eb('cancel_requested', '=', 0),
    eb('locked_until', '<=', now),
    eb.or([eb.and([eb('state', '=', 'queued'), eb('run_after', '<=', now)]), eb('state', '=', 'running')]),
  ]);
}
