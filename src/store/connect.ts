import { mkdirSync } from 'node:fs';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import type { Database } from './schema.js';

export type Dialect = 'sqlite' | 'postgres';

export interface Connection {
  db: Kysely<Database>;
  dialect: Dialect;
  /** See Store.changeEpoch. */
  changeEpoch: () => number | null;
}

export interface ConnectOptions {
  dataDir: string;
  databaseUrl: string | null;
  databaseSchema: string | null;
}


/**
 * Kysely's SQLite driver prepares every statement anew, which costs more than running it. The store issues a
 * small fixed set of SQL strings, so prepared statements are kept and reused (run synchronously, so a
 * statement is never in use twice at once).
 */
function cacheStatements(database: BetterSqlite3.Database, onWrite: () => void): void {
  const prepare = database.prepare.bind(database);
  const cache = new Map<string, BetterSqlite3.Statement>();
  database.prepare = ((source: string) => {
    let statement = cache.get(source);
    if (!statement) {
      statement = prepare(source);
      if (!statement.reader) statement = countWrites(statement, onWrite);
      if (cache.size < 1000) cache.set(source, statement);
    }
    return statement;
  }) as typeof database.prepare;
}

function countWrites(statement: BetterSqlite3.Statement, onWrite: () => void): BetterSqlite3.Statement {
  const run = statement.run.bind(statement);
  statement.run = ((...args: unknown[]) => {
    try {
      return run(...args);
    } finally {
      onWrite();
    }
  }) as typeof statement.run;
  return statement;
}

function connectSqlite(dataDir: string): Connection {
  mkdirSync(dataDir, { recursive: true });
  const database = new BetterSqlite3(path.join(dataDir, 'grove.db'));
  database.pragma('journal_mode = WAL');
  database.pragma('synchronous = NORMAL');
  database.pragma('foreign_keys = ON');
  database.pragma('busy_timeout = 5000');
  // data_version changes when another connection (another process) commits; our own writes are counted
  // here. Together they tell read caches whether anything may have changed since they were filled.
  // Reading data_version is a read transaction (file locks in the kernel), so it is read at most once per
  // millisecond: another process's commit is seen within 1 ms, our own at once.
  const dataVersion = database.prepare('PRAGMA data_version').pluck();
  let ownWrites = 0;
  let version = 0;
  let versionReadAt = -1;
  cacheStatements(database, () => ownWrites++);
  return {
    db: new Kysely<Database>({ dialect: new SqliteDialect({ database }) }),
    dialect: 'sqlite',
    changeEpoch: () => {
      const now = performance.now();
      if (now - versionReadAt >= 1) {
        version = dataVersion.get() as number;
        versionReadAt = now;
      }
      return version * 1_000_000_000 + ownWrites;
    },
  };
}

async function connectPostgres(url: string, schema: string | null): Promise<Connection> {
  // Loaded here so a SQLite install does not load the PostgreSQL driver at start.
  const { default: pg } = await import('pg');
  // PostgreSQL returns BIGINT as text; every bigint here (counters, epoch ms) fits in a double.
  pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));
  if (schema) {
    // Create the schema first with a throwaway client, then pin every pooled connection to it.
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await client.query(`CREATE SCHEMA IF NOT EXISTS "${schema}"`);
    } finally {
      await client.end();
    }
  }
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    ...(schema ? { options: `-c search_path="${schema}"` } : {}),
  });
  // Other nodes write without telling us, so there is no cheap change signal: no read caching.
  return { db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }), dialect: 'postgres', changeEpoch: () => null };
}

export async function connect(options: ConnectOptions): Promise<Connection> {
  return options.databaseUrl
    ? connectPostgres(options.databaseUrl, options.databaseSchema)
    : connectSqlite(options.dataDir);
}

/** Unique-constraint violation in either dialect. */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown }).code;
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || code === '23505';
}
