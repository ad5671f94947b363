import { mkdirSync } from 'node:fs';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './schema.js';

export type Dialect = 'sqlite' | 'postgres';

export interface Connection {
  db: Kysely<Database>;
  dialect: Dialect;
}

export interface ConnectOptions {
  dataDir: string;
  databaseUrl: string | null;
  databaseSchema: string | null;
}

// PostgreSQL returns BIGINT as text; every bigint here (counters, epoch ms) fits in a double.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

function connectSqlite(dataDir: string): Connection {
  mkdirSync(dataDir, { recursive: true });
  const database = new BetterSqlite3(path.join(dataDir, 'grove.db'));
  database.pragma('journal_mode = WAL');
  database.pragma('synchronous = NORMAL');
  database.pragma('foreign_keys = ON');
  database.pragma('busy_timeout = 5000');
  return { db: new Kysely<Database>({ dialect: new SqliteDialect({ database }) }), dialect: 'sqlite' };
}

async function connectPostgres(url: string, schema: string | null): Promise<Connection> {
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
  return { db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }), dialect: 'postgres' };
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
