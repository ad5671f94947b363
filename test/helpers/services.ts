import pg from 'pg';
import net from 'node:net';

export const PG_URL = process.env.GROVE_TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
export const REDIS_URL = process.env.GROVE_TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

function reachable(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port, timeout: 5000 }); // generous: a loaded machine answers slowly
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}

/**
 * Whether suites needing an external service should run. With CI=true the service must be there (the
 * suite fails otherwise); elsewhere a missing service skips the suite and says so plainly.
 */
export async function serviceAvailable(name: 'PostgreSQL' | 'Redis'): Promise<boolean> {
  const url = new URL(name === 'PostgreSQL' ? PG_URL : REDIS_URL);
  const ok = await reachable(url.hostname, Number(url.port || (name === 'PostgreSQL' ? 5432 : 6379)));
  if (ok) return true;
  if (process.env.CI === 'true') throw new Error(`${name} is not reachable at ${url.host}, and CI=true requires it`);
  console.log(`# SKIPPED: ${name} suites — ${name} is not reachable at ${url.host}`);
  return false;
}

/** A fresh schema name per run, so concurrent runs never share tables. */
export function uniqueSchema(prefix = 'grove_test'): string {
  return `${prefix}_${process.pid}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
}

export async function dropSchema(schema: string): Promise<void> {
  const client = new pg.Client({ connectionString: PG_URL });
  await client.connect();
  try {
    await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
  } finally {
    await client.end();
  }
}

