import type { Static, TSchema } from 'typebox';
import { Compile } from 'typebox/compile';

/** How the queue treats one kind of job. */
export interface JobPolicy {
  /** At most this many jobs of the kind run at once on one node. */
  concurrency: number;
  /** Attempts before the job is recorded as failed (the first run counts). */
  maxAttempts: number;
  /** Retry delay: baseMs · 2^(attempt−1), capped at maxMs, then jittered down by up to half. */
  backoff: { baseMs: number; maxMs: number };
  /**
   * How long a claim holds without renewal. It is renewed every leaseMs/3 while the handler runs; a node
   * that dies leaves the job to be claimed again after this long.
   */
  leaseMs: number;
  /** The handler's signal fires after this long (the attempt then fails and is retried); null: no limit. */
  timeoutMs: number | null;
}

export const DEFAULT_POLICY: JobPolicy = {
  concurrency: 1,
  maxAttempts: 10,
  backoff: { baseMs: 1000, maxMs: 10 * 60_000 },
  leaseMs: 60_000,
  timeoutMs: null,
};

/** A declared kind of job: its name, the shape of its payload and its policy. */
export interface JobKind<P> {
  readonly name: string;
  readonly policy: Readonly<JobPolicy>;
  /** Checks a payload (from the database, or about to be enqueued); throws JobPayloadError. */
  parse(raw: unknown): P;
}

/** The payload does not have the kind's shape: the job fails at once, without retries. */
export class JobPayloadError extends Error {
  override readonly name = 'JobPayloadError';
}

/** Thrown by a handler for a failure that retrying cannot fix: the job fails at once. */
export class UnretryableJobError extends Error {
  override readonly name = 'UnretryableJobError';
}

const KIND_NAME = /^[a-z][a-z0-9_.-]{0,63}$/;

function checkPolicy(name: string, policy: JobPolicy): void {
  const positive = (value: number, what: string, min = 1) => {
    if (!Number.isInteger(value) || value < min) throw new TypeError(`job kind ${name}: ${what} must be an integer ≥ ${min}`);
  };
  positive(policy.concurrency, 'concurrency');
  positive(policy.maxAttempts, 'maxAttempts');
  positive(policy.backoff.baseMs, 'backoff.baseMs', 0);
  positive(policy.backoff.maxMs, 'backoff.maxMs', policy.backoff.baseMs);
  positive(policy.leaseMs, 'leaseMs', 30);
  if (policy.timeoutMs !== null) positive(policy.timeoutMs, 'timeoutMs');
}

/**
 * Declares a job kind next to the code that owns it. The payload is described by a TypeBox schema, so its
 * TypeScript type and its run-time check come from one place and cannot drift apart:
 *
 *     export const PURGE_REPO = defineJob('repo.purge', {
 *       payload: Type.Object({ repoId: Type.String(), dir: Type.String() }),
 *       concurrency: 2,
 *       leaseMs: 60_000,
 *     });
 */
export function defineJob<S extends TSchema>(
  name: string,
  options: { payload: S } & Partial<Omit<JobPolicy, 'backoff'>> & { backoff?: Partial<JobPolicy['backoff']> },
): JobKind<Static<S>> {
  if (!KIND_NAME.test(name)) throw new TypeError(`job kind name '${name}' must match ${KIND_NAME}`);
  const { payload, backoff, ...rest } = options;
  const policy: JobPolicy = { ...DEFAULT_POLICY, ...rest, backoff: { ...DEFAULT_POLICY.backoff, ...backoff } };
  checkPolicy(name, policy);
  const validator = Compile(payload);
  return {
    name,
    policy: Object.freeze(policy),
    parse(raw: unknown): Static<S> {
      if (validator.Check(raw)) return raw as Static<S>;
      const problems = validator
        .Errors(raw)
        .slice(0, 3)
        .map((e) => `${e.instancePath || '/'} ${e.message}`);
      throw new JobPayloadError(`payload of ${name} is invalid: ${problems.join('; ')}`);
    },
  };
}

/** Delay before the retry that follows a failed `attempt` (1-based). `random` in [0, 1). */
export function retryDelayMs(policy: Pick<JobPolicy, 'backoff'>, attempt: number, random: number = Math.random()): number {
  const { baseMs, maxMs } = policy.backoff;
  const full = Math.min(maxMs, baseMs * 2 ** Math.min(attempt - 1, 40));
  return Math.round(full - (full / 2) * random);
}
