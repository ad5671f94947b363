import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Repo } from '../../src/domain/types.js';
import { newId } from '../../src/lib/ids.js';
import type { Store } from '../../src/store/index.js';
import { storeTargets } from '../helpers/stores.js';

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

/** The same behaviour, whichever database is behind the store (job storage: store-jobs.test.ts). */
for (const target of await storeTargets()) {
  describe(`store contract: ${target.name}`, { skip: target.skip }, () => {
    let store: Store;
    before(async () => {
      store = await target.open();
    });
    after(() => target.cleanup());
    const it = (title: string, fn: () => Promise<void>) => test(title, fn);

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

    it('organizations: count and list see every organization', async () => {
      const before = await store.orgs.count();
      const made = await store.orgs.create({ id: newId('org'), slug: 'counted', plan: 'free', createdAt: iso(Date.now()) });
      assert.equal(await store.orgs.count(), before + 1);
      const listed = await store.orgs.list();
      assert.equal(listed.length, before + 1);
      assert.deepEqual(listed.find((o) => o.id === made.id), made);
      assert.deepEqual(listed.map((o) => o.id), [...listed.map((o) => o.id)].sort(), 'ordered by id');
    });

    it('keys: found with their organization in one lookup; revoke is limited to the given organization', async () => {
      const org = await store.orgs.create({ id: newId('org'), slug: 'keys-org-2', plan: 'paid', createdAt: iso(Date.now()) });
      const other = await store.orgs.create({ id: newId('org'), slug: 'keys-org-3', plan: 'free', createdAt: iso(Date.now()) });
      const key = {
        id: newId('key'), orgId: org.id, kind: 'master' as const, name: null, keyPrefix: 'grove_sk_x', scopes: null,
        expiresAt: null, revokedAt: null, lastUsedAt: null, createdAt: iso(Date.now()),
      };
      await store.keys.create({ key, hash: 'a'.repeat(64) });
      const found = await store.keys.findWithOrgByHash('a'.repeat(64));
      assert.deepEqual(found?.key, key);
      assert.deepEqual(found?.org, org);
      assert.equal(await store.keys.findWithOrgByHash('b'.repeat(64)), undefined);
      assert.equal(await store.keys.revoke(key.id, iso(Date.now()), other.id), false, 'another organization cannot revoke it');
      assert.equal((await store.keys.findById(key.id))?.revokedAt, null);
      assert.equal(await store.keys.revoke(key.id, iso(Date.now()), org.id), true);
      assert.equal((await store.keys.list({ orgId: org.id, kind: 'token' })).length, 0);
      assert.deepEqual((await store.keys.list({ orgId: org.id, kind: 'master' })).map((k) => k.id), [key.id]);
    });

    it('snapshots: metadata round-trips, names are unique per repository, listed in creation order, removed with their repository', async () => {
      const org = await store.orgs.create({ id: newId('org'), slug: 'snap-org', plan: 'free', createdAt: iso(Date.now()) });
      const a = await store.repos.create(repo(org.id, 'snap-a'));
      const b = await store.repos.create(repo(org.id, 'snap-b'));
      const metadata = { agent: 'réviseur ✓', nested: { list: [1, 'two', null], flag: true }, big: 2 ** 40 };
      const first = { repoId: a.id, name: 'v1', branch: 'main', sha: '1'.repeat(40), metadata, createdAt: iso(1_000) };
      await store.snapshots.create(first);
      await store.snapshots.create({ ...first, name: 'v0', createdAt: iso(2_000), metadata: {} });
      await store.snapshots.create({ ...first, name: 'a-tie', createdAt: iso(2_000), metadata: {} });
      await store.snapshots.create({ ...first, repoId: b.id }); // same name, other repository
      await assert.rejects(store.snapshots.create({ ...first, sha: '2'.repeat(40) }), { code: 'CONFLICT' });
      assert.deepEqual(await store.snapshots.get(a.id, 'v1'), first);
      assert.equal(await store.snapshots.get(a.id, 'missing'), undefined);
      assert.deepEqual((await store.snapshots.list(a.id)).map((s) => s.name), ['v1', 'a-tie', 'v0'], 'by time, then name');
      assert.equal(await store.snapshots.delete(a.id, 'v0'), true);
      assert.equal(await store.snapshots.delete(a.id, 'v0'), false);
      assert.equal(await store.repos.delete(a.id), true);
      assert.deepEqual(await store.snapshots.list(a.id), [], "a repository's snapshots go with it");
      assert.equal((await store.snapshots.list(b.id)).length, 1);
    });

    it('networks: created, found, due for a sweep until swept, deleted once', async () => {
      const t0 = Date.parse('2026-03-01T00:00:00Z');
      const never = { id: newId('net'), createdAt: iso(t0), lastSweptAt: null };
      const old = { id: newId('net'), createdAt: iso(t0 + 1000), lastSweptAt: iso(t0 + 5000) };
      const fresh = { id: newId('net'), createdAt: iso(t0 + 2000), lastSweptAt: iso(t0 + 60_000) };
      for (const n of [fresh, old, never]) await store.networks.create(n);
      assert.deepEqual(await store.networks.find(old.id), old);
      assert.equal(await store.networks.find('net_missing'), undefined);
      const ours = (list: Array<{ id: string }>) => list.map((n) => n.id).filter((id) => [never.id, old.id, fresh.id].includes(id));
      assert.deepEqual(ours(await store.networks.listDue(iso(t0 + 30_000), 10)), [never.id, old.id], 'never swept or swept before the cutoff, oldest first');
      assert.equal((await store.networks.listDue(iso(t0 + 30_000), 1)).length, 1, 'limit');
      await store.networks.markSwept(never.id, iso(t0 + 40_000));
      assert.equal((await store.networks.find(never.id))?.lastSweptAt, iso(t0 + 40_000));
      assert.deepEqual(ours(await store.networks.listDue(iso(t0 + 30_000), 10)), [old.id]);
      assert.equal(await store.networks.delete(old.id), true);
      assert.equal(await store.networks.delete(old.id), false);
      assert.equal(await store.networks.find(old.id), undefined);
    });

    it('repos: a network is claimed by one of two concurrent claimers; members are listed and can leave', async () => {
      const org = await store.orgs.create({ id: newId('org'), slug: 'net-org', plan: 'free', createdAt: iso(Date.now()) });
      const source = await store.repos.create(repo(org.id, 'net-source'));
      const fork = await store.repos.create(repo(org.id, 'net-fork'));
      const results = await Promise.all([store.repos.claimNetwork(source.id, 'net_one'), store.repos.claimNetwork(source.id, 'net_two')]);
      assert.equal(results.filter(Boolean).length, 1, 'exactly one claim wins');
      const winner = results[0] ? 'net_one' : 'net_two';
      assert.equal((await store.repos.findById(source.id))?.networkId, winner);
      assert.equal(await store.repos.claimNetwork(source.id, 'net_three'), false, 'a member cannot be claimed again');
      await store.repos.setNetwork(fork.id, winner);
      assert.deepEqual((await store.repos.listByNetwork(winner)).map((r) => r.id), [source.id, fork.id].sort());
      await store.repos.setNetwork(fork.id, null);
      assert.deepEqual((await store.repos.listByNetwork(winner)).map((r) => r.id), [source.id]);
      assert.deepEqual((await store.repos.listIdsByOrg(org.id)).sort(), [source.id, fork.id].sort());
    });

    it('lfs objects: recorded once per repository, found by oid, summed per organization', async () => {
      const org = await store.orgs.create({ id: newId('org'), slug: 'lfs-org', plan: 'free', createdAt: iso(Date.now()) });
      const other = await store.orgs.create({ id: newId('org'), slug: 'lfs-other', plan: 'free', createdAt: iso(Date.now()) });
      const a = await store.repos.create(repo(org.id, 'lfs-a'));
      const b = await store.repos.create(repo(org.id, 'lfs-b'));
      const c = await store.repos.create(repo(other.id, 'lfs-c'));
      const [x, y] = ['a'.repeat(64), 'b'.repeat(64)];
      const big = 3 * 1024 ** 3; // beyond 32 bits
      await store.lfs.recordObject(a.id, x, big, iso(Date.now()));
      await store.lfs.recordObject(a.id, x, big, iso(Date.now())); // again: no change, no error
      await store.lfs.recordObject(b.id, x, big, iso(Date.now()));
      await store.lfs.recordObject(a.id, y, 10, iso(Date.now()));
      await store.lfs.recordObject(c.id, y, 7, iso(Date.now()));
      assert.deepEqual(await store.lfs.findObjects(a.id, [x, y, 'c'.repeat(64)]), new Map([[x, big], [y, 10]]));
      assert.deepEqual(await store.lfs.findObjects(b.id, [y]), new Map());
      assert.deepEqual(await store.lfs.findObjects(a.id, []), new Map());
      assert.equal(await store.lfs.orgBytes(org.id), 2 * big + 10);
      assert.equal(await store.lfs.orgBytes(other.id), 7);
      await store.repos.delete(b.id);
      assert.equal(await store.lfs.orgBytes(org.id), big + 10, "a deleted repository's objects no longer count");
    });

    it('lfs locks: one per path, the existing lock on conflict, filters, keyset pages, owner filter, delete', async () => {
      const org = await store.orgs.create({ id: newId('org'), slug: 'lock-org', plan: 'free', createdAt: iso(Date.now()) });
      const r = await store.repos.create(repo(org.id, 'locks'));
      const lock = (path: string, owner: string) => ({ id: newId('lock'), repoId: r.id, path, refName: 'refs/heads/main', ownerKeyId: owner, lockedAt: iso(Date.now()) });
      const first = await store.lfs.createLock(lock('a.psd', 'key_1'));
      assert.equal(first.created, true);
      const again = await store.lfs.createLock(lock('a.psd', 'key_2'));
      assert.deepEqual(again, { created: false, lock: first.lock });
      const second = (await store.lfs.createLock(lock('b.psd', 'key_2'))).lock;
      const third = (await store.lfs.createLock(lock('dir/c.psd', 'key_1'))).lock;
      assert.deepEqual((await store.lfs.listLocks(r.id, { limit: 10 })).map((l) => l.path), ['a.psd', 'b.psd', 'dir/c.psd']);
      assert.deepEqual(await store.lfs.listLocks(r.id, { path: 'b.psd', limit: 10 }), [second]);
      assert.deepEqual(await store.lfs.listLocks(r.id, { id: third.id, limit: 10 }), [third]);
      assert.deepEqual((await store.lfs.listLocks(r.id, { afterId: first.lock.id, limit: 1 })).map((l) => l.path), ['b.psd']);
      assert.deepEqual((await store.lfs.listLocks(r.id, { owner: { keyId: 'key_1', mine: false }, limit: 10 })).map((l) => l.path), ['b.psd']);
      assert.deepEqual((await store.lfs.listLocks(r.id, { owner: { keyId: 'key_1', mine: true }, limit: 10 })).map((l) => l.path), ['a.psd', 'dir/c.psd']);
      assert.equal(await store.lfs.getLock(r.id, 'lock_missing'), undefined);
      assert.deepEqual(await store.lfs.getLock(r.id, second.id), second);
      assert.equal(await store.lfs.deleteLock(r.id, second.id), true);
      assert.equal(await store.lfs.deleteLock(r.id, second.id), false);
      assert.equal((await store.lfs.createLock(lock('b.psd', 'key_1'))).created, true, 'a released path can be locked again');
    });

    it('webhooks: scoped to their organization, patched, listed active, deleted with their deliveries', async () => {
      const org = await store.orgs.create({ id: newId('org'), slug: 'hook-org', plan: 'free', createdAt: iso(Date.now()) });
      const other = await store.orgs.create({ id: newId('org'), slug: 'hook-other', plan: 'free', createdAt: iso(Date.now()) });
      const now = iso(Date.now());
      const hook = {
        id: newId('whk'), orgId: org.id, url: 'https://a.example/hook', events: ['push' as const, 'repo.created' as const],
        active: true, sealedSecret: 'v1.sealed', createdAt: now, updatedAt: now,
      };
      await store.webhooks.create(hook);
      const second = await store.webhooks.create({ ...hook, id: newId('whk'), events: ['*'], active: false });
      assert.deepEqual(await store.webhooks.get(org.id, hook.id), hook);
      assert.equal(await store.webhooks.get(other.id, hook.id), undefined, 'another organization does not see it');
      assert.deepEqual((await store.webhooks.list(org.id)).map((h) => h.id), [hook.id, second.id]);
      assert.deepEqual((await store.webhooks.list(org.id, { activeOnly: true })).map((h) => h.id), [hook.id]);
      assert.equal(await store.webhooks.count(org.id), 2);
      assert.equal(await store.webhooks.count(other.id), 0);

      const later = iso(Date.now() + 1000);
      const patched = await store.webhooks.update(org.id, second.id, { active: true, url: 'https://b.example/', updatedAt: later });
      assert.deepEqual(patched, { ...second, active: true, url: 'https://b.example/', updatedAt: later });
      assert.equal(await store.webhooks.update(other.id, second.id, { active: false, updatedAt: later }), undefined);
      assert.deepEqual((await store.webhooks.update(org.id, hook.id, { events: ['branch.deleted'], updatedAt: later }))?.events, ['branch.deleted']);

      const delivery = (n: number) => ({
        id: newId('dlv'), webhookId: hook.id, event: 'push' as const, ok: n % 2 === 0, responseStatus: n % 2 === 0 ? 200 : null,
        durationMs: n, error: n % 2 === 0 ? null : 'refused', deliveredAt: iso(Date.now()),
      });
      const made = [];
      for (let n = 0; n < 5; n++) {
        const d = delivery(n);
        made.push(d);
        assert.equal(await store.webhooks.addDelivery(d, 3), true);
      }
      const kept = await store.webhooks.deliveries(hook.id, 10);
      assert.deepEqual(kept, made.slice(2).reverse(), 'the newest 3 are kept, newest first');
      const page = await store.webhooks.deliveries(hook.id, 1, made[4]!.id);
      assert.deepEqual(page.map((d) => d.id), [made[3]!.id, made[2]!.id], 'one page and one more, older than the cursor');

      assert.equal(await store.webhooks.delete(other.id, hook.id), false);
      assert.equal(await store.webhooks.delete(org.id, hook.id), true);
      assert.deepEqual(await store.webhooks.deliveries(hook.id, 10), [], 'deliveries go with the webhook');
      assert.equal(await store.webhooks.addDelivery(delivery(6), 3), false, 'a deleted webhook records nothing');
    });

    it('ping answers while connected and fails once the store is closed', async () => {
      await store.ping();
      const second = await target.open();
      await second.ping();
      await second.close();
      await assert.rejects(second.ping());
      await store.ping(); // closing one connection leaves the others working
    });
  });
}
