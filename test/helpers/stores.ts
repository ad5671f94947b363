import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ConnectOptions } from '../../src/store/connect.js';
import { openStore, type Store } from '../../src/store/index.js';
import { dropSchema, PG_URL, serviceAvailable, uniqueSchema } from './services.js';

/**
 * One database to run a contract suite against. `open()` may be called several times: every store it
 * returns is a separate connection (pool) to the same database, like separate nodes of a cluster.
 */
export interface StoreTarget {
  name: 'sqlite' | 'postgres';
  /** A reason to skip the suite, or false. */
  skip: string | false;
  /** Where the database is, for another process to connect to it. */
  connection: ConnectOptions;
  open(): Promise<Store>;
  /** Closes every store opened here and removes the database. */
  cleanup(): Promise<void>;
}

function target(name: StoreTarget['name'], skip: string | false, connection: ConnectOptions, remove: () => Promise<void>): StoreTarget {
  const opened: Store[] = [];
  return {
    name,
    skip,
    connection,
    async open() {
      const store = await openStore(connection);
      opened.push(store);
      return store;
    },
    async cleanup() {
      await Promise.allSettled(opened.map((s) => s.close()));
      await remove();
    },
  };
}

/** A fresh SQLite database and a fresh PostgreSQL schema (skipped when PostgreSQL is not reachable). */
export async function storeTargets(): Promise<StoreTarget[]> {
  const sqliteDir = mkdtempSync(path.join(os.tmpdir(), 'grove-store-'));
  const sqlite = target(
    'sqlite',
    false,
    { dataDir: sqliteDir, databaseUrl: null, databaseSchema: null },
    async () => rmSync(sqliteDir, { recursive: true, force: true }),
  );
  const pgUp = await serviceAvailable('PostgreSQL');
  const schema = uniqueSchema();
  const postgres = target(
    'postgres',
    pgUp ? false : 'PostgreSQL unavailable',
    { dataDir: sqliteDir, databaseUrl: PG_URL, databaseSchema: schema },
    () => (pgUp ? dropSchema(schema) : Promise.resolve()),
  );
  return [sqlite, postgres];
}
