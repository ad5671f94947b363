import path from 'node:path';

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** Unset: SQLite file in the data dir. `postgres://…`: PostgreSQL. */
  databaseUrl: string | null;
  /** PostgreSQL schema to use (tests give each run its own). */
  databaseSchema: string | null;
  publicUrl: string;
  bootstrapOrg: string | null;
  bootstrapKey: string | null;
  secretKey: string | null;
  redisUrl: string | null;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /** Per-key request budgets; SPEC's 600/min and 15,000/h unless the operator changes them. */
  rateLimitPerMinute: number;
  rateLimitPerHour: number;
  /** Seconds between background maintenance sweeps (storage purge, usage flush). */
  jobIntervalMs: number;
  /** Fork networks: unreachable pool objects are deleted once unreachable this long (SPEC: 7 days). */
  forkSweepGraceSeconds: number;
  /** Fork networks: seconds between orphan-object sweeps of each pool. */
  forkSweepIntervalSeconds: number;
  /** Fork networks: how long a forked repository keeps its own links to objects moved into the pool. */
  forkReleaseDelaySeconds: number;
  /** Disk kept for recorded clone responses (MiB; 0 turns the clone response cache off). */
  cloneCacheMb: number;
  /** The OpenAI-compatible model for lazy-edit fallback and agentic search; null when not configured. */
  model: ModelConfig | null;
  /** `off` answers lazy edits with 503 even though the deterministic merger needs no model. */
  lazyEdit: 'on' | 'off';
}

export interface ModelConfig {
  /** Base URL ending in /v1. */
  url: string;
  model: string;
  apiKey: string | null;
  timeoutMs: number;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

type Env = Record<string, string | undefined>;

function str(env: Env, name: string): string | null {
  const value = env[`GROVE_${name}`];
  return value === undefined || value === '' ? null : value;
}

function int(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = str(env, name);
  if (raw === null) return fallback;
  if (!/^\d+$/.test(raw)) throw new ConfigError(`GROVE_${name} must be an integer, got '${raw}'`);
  const value = Number(raw);
  if (value < min || value > max) throw new ConfigError(`GROVE_${name} must be between ${min} and ${max}`);
  return value;
}

function oneOf<T extends string>(env: Env, name: string, allowed: readonly T[], fallback: T): T {
  const raw = str(env, name);
  if (raw === null) return fallback;
  if (!(allowed as readonly string[]).includes(raw)) {
    throw new ConfigError(`GROVE_${name} must be one of ${allowed.join(', ')}; got '${raw}'`);
  }
  return raw as T;
}

function url(env: Env, name: string, protocols: readonly string[]): string | null {
  const raw = str(env, name);
  if (raw === null) return null;
  let parsed: URL;
  try {
    parsed = new URL(raw);
  } catch {
    throw new ConfigError(`GROVE_${name} is not a valid URL`);
  }
  if (!protocols.includes(parsed.protocol)) {
    throw new ConfigError(`GROVE_${name} must use ${protocols.join(' or ')}`);
  }
  return raw;
}

/** GROVE_MODEL_URL and GROVE_MODEL go together; the key is optional because local servers need none. */
function modelConfig(env: Env): ModelConfig | null {
  const rawUrl = url(env, 'MODEL_URL', ['http:', 'https:']);
  const model = str(env, 'MODEL');
  const apiKey = str(env, 'MODEL_API_KEY');
  const timeoutMs = int(env, 'MODEL_TIMEOUT_MS', 15_000, 100, 600_000);
  if (rawUrl === null && model === null) {
    if (apiKey !== null) throw new ConfigError('GROVE_MODEL_API_KEY is set but GROVE_MODEL_URL and GROVE_MODEL are not');
    return null;
  }
  if (rawUrl === null || model === null) throw new ConfigError('GROVE_MODEL_URL and GROVE_MODEL must be set together');
  const base = rawUrl.replace(/\/+$/, '');
  if (!new URL(base).pathname.endsWith('/v1')) {
    throw new ConfigError(`GROVE_MODEL_URL must be the API's base URL ending in /v1 (for example http://127.0.0.1:11434/v1); got '${rawUrl}'`);
  }
  return { url: base, model, apiKey, timeoutMs };
}

/** Reads the `GROVE_*` environment once; every problem is reported with the variable's name. */
export function loadConfig(env: Env = process.env): Config {
  const port = int(env, 'PORT', 8080, 0, 65535);
  const host = str(env, 'HOST') ?? '0.0.0.0';
  const dataDir = path.resolve(str(env, 'DATA_DIR') ?? './data');
  const databaseUrl = url(env, 'DATABASE_URL', ['postgres:', 'postgresql:']);
  const publicUrl = (url(env, 'PUBLIC_URL', ['http:', 'https:']) ?? `http://localhost:${port}`).replace(/\/+$/, '');
  const bootstrapOrg = str(env, 'BOOTSTRAP_ORG');
  const bootstrapKey = str(env, 'BOOTSTRAP_KEY');
  if ((bootstrapOrg === null) !== (bootstrapKey === null)) {
    throw new ConfigError('GROVE_BOOTSTRAP_ORG and GROVE_BOOTSTRAP_KEY must be set together');
  }
  if (bootstrapKey !== null && bootstrapKey.length < 24) {
    throw new ConfigError('GROVE_BOOTSTRAP_KEY must be at least 24 characters');
  }
  const secretKey = str(env, 'SECRET_KEY');
  if (secretKey !== null && !/^[0-9a-f]{64}$/i.test(secretKey)) {
    throw new ConfigError('GROVE_SECRET_KEY must be 64 hex characters (32 bytes)');
  }
  if (databaseUrl !== null && secretKey === null) {
    throw new ConfigError('GROVE_SECRET_KEY is required with PostgreSQL: every node must share it');
  }
  const databaseSchema = str(env, 'DATABASE_SCHEMA');
  if (databaseSchema !== null && !/^[a-z_][a-z0-9_]{0,62}$/.test(databaseSchema)) {
    throw new ConfigError('GROVE_DATABASE_SCHEMA must be a lowercase SQL identifier');
  }
  return {
    port,
    host,
    dataDir,
    databaseUrl,
    databaseSchema,
    publicUrl,
    bootstrapOrg,
    bootstrapKey,
    secretKey,
    redisUrl: url(env, 'REDIS_URL', ['redis:', 'rediss:']),
    logLevel: oneOf(env, 'LOG_LEVEL', ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], 'info'),
    jobIntervalMs: int(env, 'JOB_INTERVAL_MS', 5000, 10, 3_600_000),
    rateLimitPerMinute: int(env, 'RATE_LIMIT_PER_MINUTE', 600, 1, 100_000_000),
    rateLimitPerHour: int(env, 'RATE_LIMIT_PER_HOUR', 15_000, 1, 1_000_000_000),
    forkSweepGraceSeconds: int(env, 'FORK_SWEEP_GRACE_SECONDS', 7 * 86_400, 0, 365 * 86_400),
    forkSweepIntervalSeconds: int(env, 'FORK_SWEEP_INTERVAL_SECONDS', 86_400, 1, 365 * 86_400),
    forkReleaseDelaySeconds: int(env, 'FORK_RELEASE_DELAY_SECONDS', 300, 0, 86_400),
    cloneCacheMb: int(env, 'CLONE_CACHE_MB', 1024, 0, 1_048_576),
    model: modelConfig(env),
    lazyEdit: oneOf(env, 'LAZY_EDIT', ['on', 'off'], 'on'),
  };
}
