import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import type { Repo } from '../../src/domain/types.js';
import { newId } from '../../src/lib/ids.js';
import { openStore, type Store } from '../../src/store/index.js';
import { dropSchema, PG_URL, serviceAvailable, uniqueSchema } from '../helpers/services.js';

const iso = (ms: number) => new Date(ms).toISOString();

function repo(orgId: string, slug: string, extra: Partial<Repo> = {}): Repo {
  const now = Date.now();
  return {
    id: newId('repo'),
    orgId,
    namespace: null,
    slug,
    description: '',
    visibility: 'private',
    defaultBranch: 'main',
    isTemplate: false,
    autoIndex: false,
    forkedFrom: null,
    forkMode: null,
    forkDepth: 0,
    forkRoot: null,
    networkId: null,
    createdAt: iso(now),
    updatedAt: iso(now),
    ...extra,
  };
}

/** The same behaviour, whichever database is behind the store. */
function storeContract(name: string, open: () => Promise<{ store: Store; cleanup: () => Promise<void> }>, enabled: () => boolean) {
  describe(`store contract: ${name}`, () => {
    let store: Store;
    let cleanup: () => Promise<void>;
    before(async () => {
      if (!enabled()) return;
      ({ store, cleanup } = await open());
    });
    after(async () => {
      if (!enabled()) return;
      await store.close();
      await cleanup();
    });
    const it = (title: string, fn: () => Promise<void>) => test(title, { skip: !enabled() && `${name} unavailable` }, fn);

    it('organizations: create, find by slug and id, duplicate slug is a conflict', async () => {
      const org = await store.orgs.create({ id: newId('org'), slug: 'alpha', plan: 'free', createdAt: iso(Date.now()) });
      assert.deepEqual(await store.orgs.findBySlug('alpha'), org);
      assert.deepEqual(await store.orgs.findById(org.id), org);
      assert.equal(await store.orgs.findBySlug('missing'), undefined);
      await assert.rejects(store.orgs.create({ ...org, id: newId('org') }), { code: 'CONFLICT' });
      await store.orgs.setPlan(org.id, 'paid');
      assert.equal((await store.orgs.findById(org.id))?.plan, 'paid');
    });

    it('keys: stored by hash, found by hash, revoked once, touched', async () => {
      const org = await store.orgs.create({ id: newId('org'), slug: 'keys-org', plan: 'free', createdAt: iso(Date.now()) });
      const key = {
        id: newId('key'), orgId: org.id, kind: 'token' as const, name: 'ci', keyPrefix: 'grove_tk_abc',
        scopes: { 'repos:*': ['read' as const] }, expiresAt: iso(Date.now() + 3600_000), revokedAt: null, lastUsedAt: null, createdAt: iso(Date.now()),
      };
      await store.keys.create({ key, hash: 'f'.repeat(64) });
      const found = await store.keys.findByHash('f'.repeat(64));
      assert.deepEqual(found?.key, key);
      assert.equal(found?.hash, 'f'.repeat(64));
      assert.equal(await store.keys.findByHash('e'.repeat(64)), undefined);
      assert.equal(await store.keys.revoke(key.id, iso(Date.now())), true);
      assert.equal(await store.keys.revoke(key.id, iso(Date.now())), false, 'second revoke changes nothing');
      assert.ok((await store.keys.findById(key.id))?.revokedAt);
      const at = iso(Date.now());
      await store.keys.touch([key.id], at);
      assert.equal((await store.keys.findById(key.id))?.lastUsedAt, at);
      assert.equal((await store.keys.list({ orgId: org.id })).length, 1);
    });

    it('repos: unique per org + namespace + slug; other orgs and namespaces may reuse a slug', async () => {
      const a = await store.orgs.create({ id: newId('org'), slug: 'repo-org-a', plan: 'free', createdAt: iso(Date.now()) });
      const b = await store.orgs.create({ id: newId('org'), slug: 'repo-org-b', plan: 'free', createdAt: iso(Date.now()) });
      const first = await store.repos.create(repo(a.id, 'app'));
      await assert.rejects(store.repos.create(repo(a.id, 'app')), { code: 'CONFLICT' });
      await store.repos.create(repo(b.id, 'app'));
      const namespaced = await store.repos.create(repo(a.id, 'app', { namespace: 'team' }));
      assert.deepEqual(await store.repos.find(a.id, null, 'app'), first);
      assert.deepEqual(await store.repos.find(a.id, 'team', 'app'), namespaced);
      assert.equal(await store.repos.find(b.id, 'team', 'app'), undefined);
      assert.equal(await store.repos.countByOrg(a.id), 2);
    });

    it('repos: list filters, keyset and offset pagination, update and delete', async () => {
      const org = await store.orgs.create({ id: newId('org'), slug: 'list-org', plan: 'free', createdAt: iso(Date.now()) });
      const made: Repo[] = [];
      for (let i = 0; i < 5; i++) {
        made.push(await store.repos.create(repo(org.id, `r${i}`, { isTemplate: i % 2 === 0, namespace: i < 2 ? 'ns' : null })));
      }
      const page = await store.repos.list({ orgId: org.id, offset: 0, limit: 2 });
      assert.deepEqual(page.map((r) => r.slug), ['r0', 'r1', 'r2'], 'one extra row signals more');
      const next = await store.repos.list({ orgId: org.id, afterId: made[1]!.id, offset: 0, limit: 10 });
      assert.deepEqual(next.map((r) => r.slug), ['r2', 'r3', 'r4']);
      assert.deepEqual((await store.repos.list({ orgId: org.id, offset: 3, limit: 10 })).map((r) => r.slug), ['r3', 'r4']);
      assert.deepEqual((await store.repos.list({ orgId: org.id, isTemplate: true, offset: 0, limit: 10 })).map((r) => r.slug), ['r0', 'r2', 'r4']);
      assert.deepEqual((await store.repos.list({ orgId: org.id, namespace: 'ns', offset: 0, limit: 10 })).map((r) => r.slug), ['r0', 'r1']);
      const updated = await store.repos.update(made[0]!.id, { description: 'changed', visibility: 'public', isTemplate: false, updatedAt: iso(Date.now()) });
      assert.equal(updated?.description, 'changed');
      assert.equal(updated?.visibility, 'public');
      assert.equal(updated?.isTemplate, false);
      assert.equal(await store.repos.delete(made[0]!.id), true);
      assert.equal(await store.repos.findById(made[0]!.id), undefined);
      assert.equal(await store.repos.delete(made[0]!.id), false);
    });

    it('usage: counters add up atomically per org and month', async () => {
      const org = await store.orgs.create({ id: newId('org'), slug: 'usage-org', plan: 'free', createdAt: iso(Date.now()) });
      await Promise.all([1, 2, 3, 4].map((n) => store.usage.add(org.id, '2026-11', 'api_calls', n)));
      await store.usage.add(org.id, '2026-12', 'api_calls', 7);
      assert.deepEqual(await store.usage.get(org.id, '2026-11'), { api_calls: 10 });
      assert.deepEqual(await store.usage.get(org.id, '2026-12'), { api_calls: 7 });
      assert.deepEqual(await store.usage.get(org.id, '2027-01'), {});
    });

    it('jobs: due jobs are claimed once, leased, retried and completed', async () => {
      await store.jobs.enqueue({ id: 'job_a', kind: 'k', payload: { n: 1 }, runAfter: 1000, createdAt: iso(0) });
      await store.jobs.enqueue({ id: 'job_b', kind: 'k', payload: { n: 2 }, runAfter: 5000, createdAt: iso(0) });
      const [first, second] = await Promise.all([store.jobs.claim(2000, 100, 10), store.jobs.claim(2000, 100, 10)]);
      assert.equal(first.length + second.length, 1, 'a job is leased to exactly one claimer');
      const claimed = [...first, ...second][0]!;
      assert.deepEqual(claimed.payload, { n: 1 });
      assert.equal((await store.jobs.claim(2050, 100, 10)).length, 0, 'still leased');
      assert.equal((await store.jobs.claim(2100, 100, 10)).length, 1, 'lease ran out: claimable again');
      await store.jobs.retryLater('job_a', 9000, 'boom');
      assert.deepEqual((await store.jobs.claim(6000, 100, 10)).map((j) => j.id), ['job_b']);
      await store.jobs.complete('job_b');
      assert.equal(await store.jobs.pending('k'), 1);
    });

    it('ping answers', async () => {
      await store.ping();
    });
  });
}

const sqliteDir = mkdtempSync(path.join(os.tmpdir(), 'grove-store-'));
storeContract(
  'sqlite',
  async () => ({
    store: await openStore({ dataDir: sqliteDir, databaseUrl: null, databaseSchema: null }),
    cleanup: async () => rmSync(sqliteDir, { recursive: true, force: true }),
  }),
  () => true,
);

const pgUp = await serviceAvailable('PostgreSQL');
storeContract(
  'postgres',
  async () => {
    const schema = uniqueSchema();
    return {
      store: await openStore({ dataDir: sqliteDir, databaseUrl: PG_URL, databaseSchema: schema }),
      cleanup: () => dropSchema(schema),
    };
  },
  () => pgUp,
);
