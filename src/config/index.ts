import { isIP } from 'node:net';
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
  /** Names this deployment's keys and channels in Redis, so deployments sharing one Redis never hear each other. */
  redisPrefix: string;
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
  /**
   * Plan of organizations created without naming one (first start, bootstrap, `grove org create`). Checked
   * against the plans where it is used (app.ts), since config sits below the domain layer.
   */
  defaultPlan: string;
  /** When set, `/metrics` answers only `Authorization: Bearer <token>`. */
  metricsToken: string | null;
  /** Browser origins allowed to call the API: null = CORS off, '*' = any, or exact origins. */
  corsOrigins: '*' | string[] | null;
  /** Large-file objects in an S3-compatible store; null = the local disk under the data dir. */
  lfsS3: LfsS3Config | null;
  /**
   * Exceptions to the outbound guard (webhooks): IP addresses, CIDR ranges or host names that may be reached
   * although they are loopback, private, link-local or metadata addresses.
   */
  outboundAllow: string[];
  /** Watch streams: lifetime of one connection (SPEC: about 25 s), keep-alive period (20 s), ref poll (2 s). */
  watchRotateMs: number;
  watchKeepAliveMs: number;
  watchPollMs: number;
  /** Workspace exec: worker threads, wall-clock limit per command, heap per worker. */
  execWorkers: number;
  execTimeoutMs: number;
  execMemoryMb: number;
  /** The OpenAI-compatible model for lazy-edit fallback and agentic search; null when not configured. */
  model: ModelConfig | null;
  /** `off` answers lazy edits with 503 even though the deterministic merger needs no model. */
  lazyEdit: 'on' | 'off';
  /** `off` answers the semantic index and search endpoints with 503. */
  semanticSearch: 'on' | 'off';
  /** An OpenAI-compatible embeddings endpoint; null: the built-in lexical embedder. */
  embeddings: EmbeddingsConfig | null;
  /** A `/rerank` endpoint (Cohere, Jina, TEI shape); null: the built-in BM25 rerank. */
  rerank: RerankConfig | null;
}

export interface EmbeddingsConfig {
  /** Base URL ending in /v1. */
  url: string;
  model: string;
  apiKey: string | null;
  /** Sent as `dimensions`; null: the model's own size. */
  dimensions: number | null;
  timeoutMs: number;
}

export interface RerankConfig {
  url: string;
  model: string | null;
  apiKey: string | null;
  timeoutMs: number;
}

export interface LfsS3Config {
  bucket: string;
  region: string;
  endpoint: string | null;
  forcePathStyle: boolean;
  credentials: { accessKeyId: string; secretAccessKey: string } | null;
  prefix: string;
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

function origins(env: Env, name: string): '*' | string[] | null {
  const raw = str(env, name);
  if (raw === null) return null;
  if (raw.trim() === '*') return '*';
  const list = raw.split(',').map((o) => o.trim()).filter(Boolean);
  for (const origin of list) {
    let parsed: URL | null = null;
    try {
      parsed = new URL(origin);
    } catch {
      // reported below
    }
    // An Origin header is scheme://host[:port] exactly; anything else (a path, a trailing slash) never matches.
    if (!parsed || !['http:', 'https:'].includes(parsed.protocol) || parsed.origin !== origin) {
      throw new ConfigError(`GROVE_${name} must be '*' or a comma list of origins like https://app.example.com; got '${origin}'`);
    }
  }
  if (list.length === 0) throw new ConfigError(`GROVE_${name} must be '*' or a comma list of origins`);
  return list;
}

function bool(env: Env, name: string, fallback: boolean): boolean {
  const raw = str(env, name);
  if (raw === null) return fallback;
  if (raw === 'true' || raw === '1') return true;
  if (raw === 'false' || raw === '0') return false;
  throw new ConfigError(`GROVE_${name} must be true or false, got '${raw}'`);
}

/** GROVE_LFS_S3_*: set GROVE_LFS_S3_BUCKET to keep large files in S3 (or any S3-compatible store). */
function lfsS3(env: Env): LfsS3Config | null {
  const bucket = str(env, 'LFS_S3_BUCKET');
  const endpoint = url(env, 'LFS_S3_ENDPOINT', ['http:', 'https:']);
  const accessKeyId = str(env, 'LFS_S3_ACCESS_KEY_ID');
  const secretAccessKey = str(env, 'LFS_S3_SECRET_ACCESS_KEY');
  if (bucket === null) {
    if (endpoint !== null || accessKeyId !== null) throw new ConfigError('GROVE_LFS_S3_BUCKET is required with the other GROVE_LFS_S3_* settings');
    return null;
  }
  if ((accessKeyId === null) !== (secretAccessKey === null)) {
    throw new ConfigError('GROVE_LFS_S3_ACCESS_KEY_ID and GROVE_LFS_S3_SECRET_ACCESS_KEY must be set together');
  }
  const prefix = str(env, 'LFS_S3_PREFIX') ?? '';
  if (prefix.length > 200 || prefix.startsWith('/')) throw new ConfigError('GROVE_LFS_S3_PREFIX must be at most 200 characters and not start with /');
  return {
    bucket,
    region: str(env, 'LFS_S3_REGION') ?? 'us-east-1',
    endpoint,
    forcePathStyle: bool(env, 'LFS_S3_PATH_STYLE', endpoint !== null),
    credentials: accessKeyId !== null && secretAccessKey !== null ? { accessKeyId, secretAccessKey } : null,
    prefix,
  };
}

const HOST_NAME = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*\.?$/i;

/** A comma-separated list of IP addresses, CIDR ranges and host names. */
function hostList(env: Env, name: string): string[] {
  const raw = str(env, name);
  if (raw === null) return [];
  return raw
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '')
    .map((entry) => {
      const [address, prefix, extra] = entry.split('/');
      const family = isIP(address!);
      const maxPrefix = family === 4 ? 32 : 128;
      const valid =
        extra === undefined &&
        (prefix === undefined
          ? family !== 0 || HOST_NAME.test(entry)
          : family !== 0 && /^\d{1,3}$/.test(prefix) && Number(prefix) <= maxPrefix);
      if (!valid) throw new ConfigError(`GROVE_${name}: '${entry}' is not an IP address, a CIDR range or a host name`);
      return entry.toLowerCase();
    });
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

/** GROVE_EMBEDDINGS_URL and GROVE_EMBEDDINGS_MODEL go together (an OpenAI-compatible base URL ending in /v1). */
function embeddingsConfig(env: Env): EmbeddingsConfig | null {
  const rawUrl = url(env, 'EMBEDDINGS_URL', ['http:', 'https:']);
  const model = str(env, 'EMBEDDINGS_MODEL');
  if (rawUrl === null && model === null) {
    if (str(env, 'EMBEDDINGS_API_KEY') !== null || str(env, 'EMBEDDINGS_DIMENSIONS') !== null) {
      throw new ConfigError('GROVE_EMBEDDINGS_API_KEY/GROVE_EMBEDDINGS_DIMENSIONS are set but GROVE_EMBEDDINGS_URL and GROVE_EMBEDDINGS_MODEL are not');
    }
    return null;
  }
  if (rawUrl === null || model === null) throw new ConfigError('GROVE_EMBEDDINGS_URL and GROVE_EMBEDDINGS_MODEL must be set together');
  const base = rawUrl.replace(/\/+$/, '');
  if (!new URL(base).pathname.endsWith('/v1')) {
    throw new ConfigError(`GROVE_EMBEDDINGS_URL must be the API's base URL ending in /v1 (for example http://127.0.0.1:11434/v1); got '${rawUrl}'`);
  }
  const dimensions = str(env, 'EMBEDDINGS_DIMENSIONS') === null ? null : int(env, 'EMBEDDINGS_DIMENSIONS', 1024, 1, 16_384);
  return { url: base, model, apiKey: str(env, 'EMBEDDINGS_API_KEY'), dimensions, timeoutMs: int(env, 'EMBEDDINGS_TIMEOUT_MS', 30_000, 100, 600_000) };
}

function rerankConfig(env: Env): RerankConfig | null {
  const rawUrl = url(env, 'RERANK_URL', ['http:', 'https:']);
  if (rawUrl === null) {
    if (str(env, 'RERANK_MODEL') !== null || str(env, 'RERANK_API_KEY') !== null) throw new ConfigError('GROVE_RERANK_MODEL/GROVE_RERANK_API_KEY are set but GROVE_RERANK_URL is not');
    return null;
  }
  return { url: rawUrl.replace(/\/+$/, ''), model: str(env, 'RERANK_MODEL'), apiKey: str(env, 'RERANK_API_KEY'), timeoutMs: int(env, 'RERANK_TIMEOUT_MS', 10_000, 100, 600_000) };
}

function redisPrefix(env: Env): string {
  const raw = str(env, 'REDIS_PREFIX') ?? 'grove';
  if (!/^[A-Za-z0-9_.-]{1,64}$/.test(raw)) throw new ConfigError(`GROVE_REDIS_PREFIX must be 1-64 letters, digits, '.', '_' or '-'; got '${raw}'`);
  return raw;
}

/** Reads the `GROVE_*` environment once; every problem is reported with the variable's name. */
export function loadConfig(env: Env = process.env): Config {
  const port = int(env, 'PORT', 8080, 0, 65535);
  // Only this machine by default: exposing the API is a decision (GROVE_HOST=0.0.0.0), not an accident.
  const host = str(env, 'HOST') ?? '127.0.0.1';
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
  const metricsToken = str(env, 'METRICS_TOKEN');
  if (metricsToken !== null && metricsToken.length < 16) {
    throw new ConfigError('GROVE_METRICS_TOKEN must be at least 16 characters');
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
    redisPrefix: redisPrefix(env),
    logLevel: oneOf(env, 'LOG_LEVEL', ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], 'info'),
    jobIntervalMs: int(env, 'JOB_INTERVAL_MS', 5000, 10, 3_600_000),
    rateLimitPerMinute: int(env, 'RATE_LIMIT_PER_MINUTE', 600, 1, 100_000_000),
    rateLimitPerHour: int(env, 'RATE_LIMIT_PER_HOUR', 15_000, 1, 1_000_000_000),
    forkSweepGraceSeconds: int(env, 'FORK_SWEEP_GRACE_SECONDS', 7 * 86_400, 0, 365 * 86_400),
    forkSweepIntervalSeconds: int(env, 'FORK_SWEEP_INTERVAL_SECONDS', 86_400, 1, 365 * 86_400),
    forkReleaseDelaySeconds: int(env, 'FORK_RELEASE_DELAY_SECONDS', 300, 0, 86_400),
    cloneCacheMb: int(env, 'CLONE_CACHE_MB', 1024, 0, 1_048_576),
    defaultPlan: str(env, 'DEFAULT_PLAN') ?? 'unlimited',
    metricsToken,
    corsOrigins: origins(env, 'CORS_ORIGINS'),
    lfsS3: lfsS3(env),
    outboundAllow: hostList(env, 'OUTBOUND_ALLOW'),
    watchRotateMs: int(env, 'WATCH_ROTATE_MS', 25_000, 50, 3_600_000),
    watchKeepAliveMs: int(env, 'WATCH_KEEPALIVE_MS', 20_000, 50, 3_600_000),
    watchPollMs: int(env, 'WATCH_POLL_MS', 2000, 20, 600_000),
    execWorkers: int(env, 'EXEC_WORKERS', 2, 1, 64),
    execTimeoutMs: int(env, 'EXEC_TIMEOUT_MS', 30_000, 100, 3_600_000),
    execMemoryMb: int(env, 'EXEC_MEMORY_MB', 1024, 64, 65_536),
    model: modelConfig(env),
    lazyEdit: oneOf(env, 'LAZY_EDIT', ['on', 'off'], 'on'),
    semanticSearch: oneOf(env, 'SEMANTIC_SEARCH', ['on', 'off'], 'on'),
    embeddings: embeddingsConfig(env),
    rerank: rerankConfig(env),
  };
}

/** The SQLite file of a data dir (when no GROVE_DATABASE_URL is set). */
export function sqlitePath(config: Pick<Config, 'dataDir'>): string {
  return path.join(config.dataDir, 'grove.db');
}

/** Where this configuration keeps its data, for messages: the password of a database URL is never shown. */
export function describeStorage(config: Pick<Config, 'dataDir' | 'databaseUrl' | 'databaseSchema'>): string {
  if (!config.databaseUrl) return `data dir ${config.dataDir} (SQLite ${sqlitePath(config)})`;
  const url = new URL(config.databaseUrl);
  if (url.password) url.password = '***';
  const schema = config.databaseSchema ? `, schema ${config.databaseSchema}` : '';
  return `PostgreSQL ${url.toString()}${schema}; repositories in ${config.dataDir}`;
}
