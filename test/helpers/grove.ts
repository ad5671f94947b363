import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { buildGrove, type BuildOptions, type Grove } from '../../src/app.js';
import { loadConfig } from '../../src/config/index.js';
import { dropSchema, PG_URL, uniqueSchema } from './services.js';

export const TEST_ORG = 'acme';
export const TEST_KEY = 'grove_mk_test_acme_master_key_0123456789';
export const TEST_SECRET = 'ab'.repeat(32);

export interface TestGrove {
  grove: Grove;
  app: Grove['app'];
  key: string;
  org: string;
  dataDir: string;
  /** Creates another organization through the CLI's service and returns its master key. */
  createOrg(slug: string, plan?: string): Promise<string>;
  close(): Promise<void>;
}

export interface TestGroveOptions extends BuildOptions {
  dialect?: 'sqlite' | 'postgres';
  env?: Record<string, string>;
}

export async function startTestGrove(options: TestGroveOptions = {}): Promise<TestGrove> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'grove-test-'));
  const schema = options.dialect === 'postgres' ? uniqueSchema() : null;
  const config = loadConfig({
    GROVE_DATA_DIR: dataDir,
    GROVE_BOOTSTRAP_ORG: TEST_ORG,
    GROVE_BOOTSTRAP_KEY: TEST_KEY,
    GROVE_LOG_LEVEL: 'silent',
    GROVE_PUBLIC_URL: 'http://grove.test',
    // The tests exercise SPEC's free-tier quotas on the test organization; a real install defaults to unlimited.
    GROVE_DEFAULT_PLAN: 'free',
    ...(schema ? { GROVE_DATABASE_URL: PG_URL, GROVE_DATABASE_SCHEMA: schema, GROVE_SECRET_KEY: TEST_SECRET } : {}),
    ...options.env,
  });
  const grove = await buildGrove(config, options);
  return {
    grove,
    app: grove.app,
    key: TEST_KEY,
    org: TEST_ORG,
    dataDir,
    async createOrg(slug, plan = 'free') {
      return (await grove.services.orgs.createOrg(slug, plan)).secret;
    },
    async close() {
      await grove.close();
      rmSync(dataDir, { recursive: true, force: true });
      if (schema) await dropSchema(schema);
    },
  };
}

/** Shorthand for JSON requests through app.inject with the test key. */
export function api(t: TestGrove, key: string | null = t.key) {
  const headers = (extra?: Record<string, string>) => ({ ...(key ? { 'x-api-key': key } : {}), ...extra });
  return {
    get: (url: string, extra?: Record<string, string>) => t.app.inject({ method: 'GET', url, headers: headers(extra) }),
    delete: (url: string) => t.app.inject({ method: 'DELETE', url, headers: headers() }),
    post: (url: string, body?: unknown, extra?: Record<string, string>) =>
      t.app.inject({ method: 'POST', url, headers: headers(extra), ...(body === undefined ? {} : { payload: body as object }) }),
    patch: (url: string, body: unknown) => t.app.inject({ method: 'PATCH', url, headers: headers(), payload: body as object }),
    put: (url: string, body: unknown) => t.app.inject({ method: 'PUT', url, headers: headers(), payload: body as object }),
  };
}

export interface ServingGrove extends TestGrove {
  /** The port of 127.0.0.1 it listens on, for git clients. */
  port: number;
  /** A scratch directory for clients' clones, removed by close(). */
  work: string;
}

/** A test Grove listening on an ephemeral port of 127.0.0.1 (for the real git client), with a scratch directory. */
export async function startServingGrove(scratchPrefix: string, options: TestGroveOptions = {}): Promise<ServingGrove> {
  const t = await startTestGrove(options);
  const work = mkdtempSync(path.join(os.tmpdir(), scratchPrefix));
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const port = (t.app.server.address() as AddressInfo).port;
  return {
    ...t,
    port,
    work,
    async close() {
      await t.close();
      rmSync(work, { recursive: true, force: true });
    },
  };
}

/** POST `<slug>.git/git-upload-pack` of the test organization with protocol v2 and the master key. */
export function postUploadPack(t: ServingGrove, slug: string, body: Buffer | string): Promise<Response> {
  return fetch(`http://127.0.0.1:${t.port}/${t.org}/${slug}.git/git-upload-pack`, {
    method: 'POST',
    headers: {
      authorization: `Basic ${Buffer.from(`${t.org}:${t.key}`).toString('base64')}`,
      'content-type': 'application/x-git-upload-pack-request',
      'git-protocol': 'version=2',
    },
    body,
  });
}
