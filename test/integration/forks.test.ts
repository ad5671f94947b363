// Forks: instant (object pool + refs copy) and deep, fork networks, the orphan sweep. Real git on the bare dirs.
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { poolPath } from '../../src/git/forks/network.js';
import { repoPath } from '../../src/git/repo-layout.js';
import { gitSync } from '../helpers/git-client.js';
import { bareGit as git, hasObject as has } from '../helpers/git.js';
import { api, startTestGrove, type TestGrove } from '../helpers/grove.js';
import { serviceAvailable } from '../helpers/services.js';

const GRACE_SECONDS = 60;

function forksSuite(dialect: 'sqlite' | 'postgres', enabled: boolean) {
  describe(`forks (${dialect})`, { skip: !enabled && `${dialect} unavailable` }, () => {
    let t: TestGrove;
    let work: string;
    // the sweep's grace runs on the service clock (file mtimes are set from it), so tests move time instead of sleeping
    let offset = 0;
    const clock = { now: () => Date.now() + offset };
    const passGrace = () => {
      offset += (GRACE_SECONDS + 1) * 1000;
    };

    const dir = (id: string) => repoPath(t.dataDir, id);
    const fsck = (id: string) => git(dir(id), ['fsck', '--strict', '--no-dangling']);
    const ownFiles = (id: string) => ({
      packs: readdirSync(path.join(dir(id), 'objects', 'pack')),
      loose: readdirSync(path.join(dir(id), 'objects')).filter((d) => /^[0-9a-f]{2}$/.test(d) && readdirSync(path.join(dir(id), 'objects', d)).length > 0),
    });
    const alternates = (id: string) => {
      const file = path.join(dir(id), 'objects', 'info', 'alternates');
      return existsSync(file) ? readFileSync(file, 'utf8').trim().split('\n') : [];
    };
    const networkOf = async (id: string) => (await t.grove.store.repos.findById(id))!.networkId;
    async function drainJobs(): Promise<void> {
      while ((await t.grove.services.jobs.runDue()) > 0) {
        // keep going until a pass finds nothing due
      }
    }
    async function createRepo(slug: string, body: Record<string, unknown> = {}, key = t.key): Promise<string> {
      const res = await api(t, key).post('/v1/repos', { slug, ...body });
      assert.equal(res.statusCode, 201, res.body);
      return res.json().id as string;
    }
    async function commit(repo: string, file: string, content: string, branch = 'main', key = t.key): Promise<string> {
      const res = await api(t, key).post(`/v1/repos/${repo}/commits`, { branch, message: `edit ${file}`, changes: [{ path: file, content }] });
      assert.equal(res.statusCode, 201, res.body);
      return res.json().sha as string;
    }
    async function fork(source: string, body: Record<string, unknown>, key = t.key) {
      return api(t, key).post(`/v1/repos/${source}/fork`, body);
    }
    async function forkOk(source: string, body: Record<string, unknown>, key = t.key) {
      const res = await fork(source, body, key);
      assert.equal(res.statusCode, 201, res.body);
      return res.json() as Record<string, unknown> & { id: string };
    }
    function cloneOk(id: string): string {
      const target = mkdtempSync(path.join(work, 'clone-'));
      gitSync(['clone', '-q', '--no-local', dir(id), target]);
      gitSync(['-C', target, 'fsck', '--strict', '--no-dangling']);
      return target;
    }

    before(async () => {
      t = await startTestGrove({ dialect, clock, env: { GROVE_FORK_SWEEP_GRACE_SECONDS: String(GRACE_SECONDS), GROVE_FORK_RELEASE_DELAY_SECONDS: '0' } });
      await t.grove.services.orgs.setPlan(t.org, 'paid');
      work = mkdtempSync(path.join(os.tmpdir(), 'grove-forks-'));
    });
    after(async () => {
      await t.close();
      rmSync(work, { recursive: true, force: true });
    });

    test('instant fork: SPEC response, refs copied, no object bytes copied, forked_from in GET', async () => {
      const parentId = await createRepo('app', { description: 'the app', default_branch: 'main' });
      const c1 = await commit('app', 'a.txt', 'one\n');
      await api(t).post('/v1/repos/app/branches', { name: 'feature', from: 'main' });
      const res = await fork('app', { slug: 'app-fork' });
      assert.equal(res.statusCode, 201, res.body);
      const body = res.json();
      const poolObjects = Number(git(poolPath(t.dataDir, (await networkOf(parentId))!), ['count-objects', '-v']).match(/in-pack: (\d+)/)![1]);
      assert.deepEqual(Object.keys(body).sort(), [
        'api_url', 'blob_materialization', 'created_at', 'default_branch', 'description', 'fork_depth', 'fork_mode', 'fork_root',
        'forked_from', 'git_url', 'id', 'is_template', 'namespace', 'owned_blobs', 'shared_blobs', 'slug', 'visibility',
      ]);
      const org = (await t.grove.store.orgs.findBySlug('acme'))!;
      assert.deepEqual(
        { ...body, id: undefined, created_at: undefined },
        {
          id: undefined,
          created_at: undefined,
          namespace: null,
          slug: 'app-fork',
          description: 'the app',
          default_branch: 'main',
          visibility: 'private',
          is_template: false,
          forked_from: { repo_id: parentId, org_id: org.id, slug: 'app', namespace: null },
          fork_mode: 'instant',
          fork_depth: 1,
          fork_root: parentId,
          // the first fork of these refs: counted after the response; until then the pool's size bounds it
          blob_materialization: 'queued',
          shared_blobs: poolObjects,
          owned_blobs: 0,
          git_url: 'http://grove.test/acme/app-fork.git',
          api_url: 'http://grove.test/v1/repos/app-fork',
        },
      );
      const forkId = body.id as string;
      // refs: a copy of the parent's branches; objects: none of its own, one alternate (the pool)
      assert.equal(git(dir(forkId), ['rev-parse', 'main']), c1);
      assert.equal(git(dir(forkId), ['rev-parse', 'feature']), c1);
      assert.equal(git(dir(forkId), ['symbolic-ref', 'HEAD']), 'refs/heads/main');
      assert.deepEqual(ownFiles(forkId), { packs: [], loose: [] }, 'an instant fork holds no object files');
      const networkId = await networkOf(forkId);
      assert.ok(networkId);
      assert.equal(await networkOf(parentId), networkId, 'the parent joined the same network');
      const pool = poolPath(t.dataDir, networkId);
      assert.deepEqual(alternates(forkId).map((l) => path.resolve(dir(forkId), 'objects', l)), [path.join(pool, 'objects')]);
      assert.deepEqual(alternates(parentId).map((l) => path.resolve(dir(parentId), 'objects', l)), [path.join(pool, 'objects')]);
      assert.deepEqual(readdirSync(path.join(pool, 'refs', 'heads')), [], 'the pool has no refs');
      fsck(forkId);
      fsck(parentId);

      const got = (await api(t).get('/v1/repos/app-fork')).json();
      assert.deepEqual(got.forked_from, { repo_id: parentId, org_id: org.id, slug: 'app', namespace: null });
      assert.equal(got.is_empty, false);
      assert.equal((await api(t).get('/v1/repos/app')).json().forked_from, null);
      const listed = (await api(t).get('/v1/repos')).json().repos.find((r: { slug: string }) => r.slug === 'app-fork');
      assert.equal(listed.forked_from.repo_id, parentId);

      // reads through the API work on the fork
      const file = await api(t).get('/v1/repos/app-fork/blob/main/a.txt');
      assert.equal(file.statusCode, 200, file.body);

      // the parent's own links go once the release job ran; it still reads everything through the pool
      await drainJobs();
      const reachable = Number(git(dir(parentId), ['rev-list', '--objects', '--all']).split('\n').length);
      const status = (await api(t).get('/v1/repos/app-fork/fork')).json();
      assert.deepEqual([status.blob_materialization, status.materialized, status.reachable_objects, status.shared_blobs], ['queued', true, reachable, reachable]);
      // a later fork of the same refs knows the count at once: `sync`, no git process on the request path
      const again = await forkOk('app', { slug: 'app-fork-again' });
      assert.deepEqual([again.blob_materialization, again.shared_blobs], ['sync', reachable]);
      assert.equal((await api(t).get('/v1/repos/app-fork-again/fork')).json().reachable_objects, reachable);
      assert.deepEqual(ownFiles(parentId), { packs: [], loose: [] }, 'the parent keeps no duplicate of what moved into the pool');
      fsck(parentId);
      assert.equal((await api(t).get('/v1/repos/app/blob/main/a.txt')).statusCode, 200);
      cloneOk(forkId);
      cloneOk(parentId);
    });

    test('isolation both ways: parent commits after the fork are not in the fork, fork commits never touch the parent', async () => {
      const parentId = await createRepo('iso');
      const base = await commit('iso', 'a.txt', 'base\n');
      const forkId = (await forkOk('iso', { slug: 'iso-fork' })).id;

      const parentNext = await commit('iso', 'p.txt', 'parent only\n');
      assert.equal(git(dir(forkId), ['rev-parse', 'main']), base, 'the fork keeps its snapshot of the branch');
      assert.equal(has(dir(forkId), parentNext), false, 'the parent\'s new commit is not even readable in the fork');
      assert.equal((await api(t).get(`/v1/repos/iso-fork/commits/${parentNext}`)).statusCode, 404);

      const forkNext = await commit('iso-fork', 'f.txt', 'fork only\n');
      assert.equal(git(dir(parentId), ['rev-parse', 'main']), parentNext);
      assert.equal(has(dir(parentId), forkNext), false, 'the fork\'s commit never reaches the parent');
      assert.ok(ownFiles(forkId).packs.length > 0, 'the fork writes into its own objects directory');
      const pool = poolPath(t.dataDir, (await networkOf(forkId))!);
      assert.deepEqual(ownFiles(forkId).packs.filter((p) => existsSync(path.join(pool, 'objects', 'pack', p))), [], 'nothing of the fork is in the pool');
      await drainJobs(); // the fork's materialization
      const status = (await api(t).get('/v1/repos/iso-fork/fork')).json();
      assert.ok(status.owned_blobs >= 3, `owned_blobs counts the fork's own objects: ${JSON.stringify(status)}`);
      assert.equal(status.materialized, true);
      fsck(forkId);
      fsck(parentId);

      // a second fork of the parent sees its latest objects (moved into the pool first), still not the first fork's
      const second = await forkOk('iso', { slug: 'iso-fork-2' });
      assert.equal(git(dir(second.id), ['rev-parse', 'main']), parentNext);
      assert.equal(has(dir(second.id), forkNext), false);
      fsck(second.id);
    });

    test('fork of a fork of a fork; middle deleted; parent force-pushed and gc-ed; sweeps: all readable, clonable, fsck clean', async () => {
      const rootId = await createRepo('chain');
      await commit('chain', 'a.txt', 'a\n');
      const tip = await commit('chain', 'b.txt', 'b\n');
      const f1 = await forkOk('chain', { slug: 'chain-1' });
      const f1own = await commit('chain-1', 'c.txt', 'written in chain-1\n');
      const f2 = await forkOk('chain-1', { slug: 'chain-2' });
      assert.equal(f2.fork_depth, 2);
      assert.equal(f2.fork_root, rootId);
      const f3 = await forkOk('chain-2', { slug: 'chain-3' });
      assert.equal(f3.fork_depth, 3);
      assert.equal(git(dir(f3.id), ['rev-parse', 'main']), f1own, 'the chain sees what the middle fork wrote');

      assert.equal((await api(t).delete('/v1/repos/chain-2')).statusCode, 200);
      // the parent moves its branch back (the old tip is unreachable from it) and collects its garbage
      const first = git(dir(rootId), ['rev-parse', 'main~1']);
      git(dir(rootId), ['update-ref', 'refs/heads/main', first]);
      git(dir(rootId), ['gc', '--prune=now', '--quiet']);
      await drainJobs();
      const networkId = (await networkOf(f3.id))!;
      assert.equal((await t.grove.services.forks.sweep(networkId)).status, 'swept');
      passGrace();
      const outcome = await t.grove.services.forks.sweep(networkId);
      assert.equal(outcome.status, 'swept');
      for (const id of [rootId, f1.id, f3.id]) fsck(id);
      assert.equal(git(dir(f1.id), ['rev-parse', 'main~1']), tip);
      const clone = cloneOk(f3.id);
      assert.equal(readFileSync(path.join(clone, 'c.txt'), 'utf8'), 'written in chain-1\n');
      assert.equal(readFileSync(path.join(clone, 'b.txt'), 'utf8'), 'b\n');
      cloneOk(rootId);

      // a fork of the fork whose middle link is gone
      const f4 = await forkOk('chain-3', { slug: 'chain-4' });
      assert.equal(f4.fork_depth, 4);
      fsck(f4.id);
      cloneOk(f4.id);
    });

    test('pool objects no member reaches are pruned after the grace period, not before', async () => {
      const parentId = await createRepo('prune');
      await commit('prune', 'keep.txt', 'kept\n');
      await api(t).post('/v1/repos/prune/branches', { name: 'tmp', from: 'main' });
      const orphan = await commit('prune', 'orphan.txt', 'orphan content\n', 'tmp');
      const forkId = (await forkOk('prune', { slug: 'prune-fork' })).id;
      const networkId = (await networkOf(forkId))!;
      const pool = poolPath(t.dataDir, networkId);
      await drainJobs();
      assert.ok(has(pool, orphan), 'the commit moved into the pool');

      // nobody reaches it any more
      assert.equal((await api(t).delete('/v1/repos/prune/branches/tmp')).statusCode, 200);
      assert.equal((await api(t).delete('/v1/repos/prune-fork/branches/tmp')).statusCode, 200);
      const first = await t.grove.services.forks.sweep(networkId);
      assert.equal(first.status, 'swept');
      assert.ok(has(pool, orphan), 'inside the grace period the orphan stays');
      assert.ok(first.status === 'swept' && first.report.unreachableKept >= 3, JSON.stringify(first));
      const again = await t.grove.services.forks.sweep(networkId);
      assert.ok(has(pool, orphan), 'a second sweep inside the grace period keeps it too');
      assert.ok(again.status === 'swept');

      passGrace();
      const later = await t.grove.services.forks.sweep(networkId);
      assert.equal(later.status, 'swept');
      assert.equal(has(pool, orphan), false, 'after the grace period the orphan is gone');
      assert.equal(has(dir(parentId), orphan), false);
      fsck(parentId);
      fsck(forkId);
      assert.equal(git(dir(forkId), ['cat-file', '-p', 'main:keep.txt']), 'kept');
      cloneOk(forkId);
    });

    test('deleting the parent keeps the fork; the pool goes with the last member', async () => {
      await createRepo('gone');
      const c = await commit('gone', 'x.txt', 'x\n');
      const forkId = (await forkOk('gone', { slug: 'gone-fork' })).id;
      const networkId = (await networkOf(forkId))!;
      const pool = poolPath(t.dataDir, networkId);
      assert.equal((await api(t).delete('/v1/repos/gone')).statusCode, 200);
      await drainJobs(); // purge of the parent's directory + a sweep of the network
      assert.ok(existsSync(pool));
      passGrace();
      assert.equal((await t.grove.services.forks.sweep(networkId)).status, 'swept');
      fsck(forkId);
      assert.equal(git(dir(forkId), ['rev-parse', 'main']), c);
      cloneOk(forkId);
      assert.equal((await api(t).get('/v1/repos/gone-fork/blob/main/x.txt')).statusCode, 200);

      assert.equal((await api(t).delete('/v1/repos/gone-fork')).statusCode, 200);
      await drainJobs();
      assert.equal(existsSync(pool), false, 'no member left: the pool is removed');
      assert.equal(await t.grove.store.networks.find(networkId), undefined);
    });

    test('periodic sweeps: networks not swept within the interval are queued, then not again until due', async () => {
      await createRepo('periodic');
      await commit('periodic', 'a.txt', 'a\n');
      const forkId = (await forkOk('periodic', { slug: 'periodic-fork' })).id;
      const networkId = (await networkOf(forkId))!;
      await drainJobs(); // the sweep queued when the network was created
      const swept = (await t.grove.store.networks.find(networkId))!.lastSweptAt;
      assert.ok(swept, 'the new network was swept once');
      assert.ok(readdirSync(path.join(poolPath(t.dataDir, networkId), 'objects', 'pack')).some((f) => /^multi-pack-index-.*\.bitmap$/.test(f)), 'and has a bitmap');
      const networks = t.grove.services.forks.networks;
      const dueNow = async () => (await t.grove.store.networks.listDue(new Date(clock.now() - 86_400_000).toISOString(), 1000)).map((n) => n.id);
      assert.equal((await dueNow()).includes(networkId), false);
      offset += 86_400_000 + 1000; // one default interval later
      assert.ok((await dueNow()).includes(networkId));
      assert.ok((await networks.scheduleDueSweeps()) >= 1);
      await drainJobs();
      assert.notEqual((await t.grove.store.networks.find(networkId))!.lastSweptAt, swept);
      assert.equal((await dueNow()).includes(networkId), false);
      fsck(forkId);
    });

    test('concurrent first forks of one repository make one network', async () => {
      const parentId = await createRepo('race');
      await commit('race', 'a.txt', 'a\n');
      const results = await Promise.all([1, 2, 3, 4].map((i) => fork('race', { slug: `race-${i}` })));
      for (const res of results) assert.equal(res.statusCode, 201, res.body);
      const networks = new Set(await Promise.all([parentId, ...results.map((r) => r.json().id as string)].map(networkOf)));
      assert.equal(networks.size, 1);
      assert.equal([...networks][0] === null, false);
      for (const res of results) fsck(res.json().id as string);
      fsck(parentId);
    });

    test('depth 17 is created deep automatically, starting a new chain', async () => {
      const rootId = await createRepo('deepchain');
      await commit('deepchain', 'a.txt', 'a\n');
      let source = 'deepchain';
      let last: Record<string, unknown> & { id: string } = { id: rootId };
      for (let depth = 1; depth <= 17; depth++) {
        last = await forkOk(source, { slug: `dc-${depth}` });
        if (depth <= 16) {
          assert.equal(last.fork_mode, 'instant', `depth ${depth}`);
          assert.equal(last.fork_depth, depth);
          assert.equal(last.fork_root, rootId);
        }
        source = `dc-${depth}`;
      }
      assert.equal(last.fork_mode, 'deep');
      assert.equal(last.fork_root, last.id);
      assert.equal(last.fork_depth, 0, 'a deep fork is the root of its own chain');
      assert.deepEqual(alternates(last.id), []);
      fsck(last.id);
      const next = await forkOk('dc-17', { slug: 'dc-18' });
      assert.equal(next.fork_mode, 'instant');
      assert.equal(next.fork_depth, 1);
      assert.equal(next.fork_root, last.id);
      fsck(next.id);
    });

    test('deep fork: no alternates, own pack, survives the deletion of everything else', async () => {
      await createRepo('orig', { description: 'original' });
      await commit('orig', 'a.txt', 'a\n');
      const head = await commit('orig', 'b.txt', 'b\n');
      await forkOk('orig', { slug: 'orig-instant' });
      const deep = await forkOk('orig', { slug: 'orig-deep', mode: 'deep', description: 'copy', namespace: 'copies' });
      assert.equal(deep.fork_mode, 'deep');
      assert.equal(deep.fork_root, deep.id);
      assert.equal(deep.namespace, 'copies');
      assert.equal(deep.description, 'copy');
      assert.equal(deep.blob_materialization, 'sync');
      assert.equal(deep.owned_blobs, 0);
      assert.equal(deep.shared_blobs, 0);
      assert.equal(deep.api_url, 'http://grove.test/v1/repos/copies/orig-deep');
      assert.deepEqual(alternates(deep.id), []);
      assert.equal(ownFiles(deep.id).packs.filter((p) => p.endsWith('.pack')).length, 1);
      assert.equal(ownFiles(deep.id).packs.filter((p) => p.endsWith('.bitmap')).length, 1, 'the copy comes with a reachability bitmap');
      assert.equal(git(dir(deep.id), ['rev-parse', 'main']), head);
      assert.equal(await networkOf(deep.id), null);

      assert.equal((await api(t).delete('/v1/repos/orig')).statusCode, 200);
      assert.equal((await api(t).delete('/v1/repos/orig-instant')).statusCode, 200);
      await drainJobs();
      fsck(deep.id);
      cloneOk(deep.id);
      assert.equal((await api(t).get('/v1/repos/copies/orig-deep/blob/main/b.txt')).statusCode, 200);
      const status = (await api(t).get('/v1/repos/copies/orig-deep/fork')).json();
      assert.equal(status.fork_mode, 'deep');
      assert.equal(status.owned_blobs, 0);
      assert.equal(status.reachable_objects, Number(git(dir(deep.id), ['rev-list', '--objects', '--all']).split('\n').length));
    });

    test('cross-organization: only public templates, both modes, addressed with source_org', async () => {
      const otherKey = await t.createOrg('globex', 'paid');
      await createRepo('secret', { is_template: true }, otherKey);
      await createRepo('open', { visibility: 'public' }, otherKey);
      const tplId = await createRepo('tpl', { visibility: 'public', is_template: true }, otherKey);
      const tplHead = await commit('tpl', 'README.md', 'template\n', 'main', otherKey);

      assert.equal((await fork('secret', { slug: 'x1', source_org: 'globex' })).statusCode, 404, 'a private template of another org is invisible');
      assert.equal((await fork('open', { slug: 'x2', source_org: 'globex' })).statusCode, 403, 'a public repository that is not a template is refused');
      assert.equal((await fork('tpl', { slug: 'x3', source_org: 'nobody-here' })).statusCode, 404);
      assert.equal((await fork('tpl', { slug: 'x4' })).statusCode, 404, 'without source_org the source is looked up in the caller\'s org');

      // Instant across organizations: the fork joins the template's network (isolation: e2e/forks-cross-org.test.ts)
      const instant = await forkOk('tpl', { slug: 'my-tpl', source_org: 'globex' });
      assert.equal(instant.fork_mode, 'instant');
      assert.equal(instant.fork_depth, 1);
      assert.equal(instant.fork_root, tplId);
      const networkId = await networkOf(tplId);
      assert.ok(networkId, 'the template joined a network');
      assert.equal(await networkOf(instant.id), networkId);
      assert.deepEqual(alternates(instant.id).map((l) => path.resolve(dir(instant.id), 'objects', l)), [path.join(poolPath(t.dataDir, networkId), 'objects')]);
      assert.deepEqual(ownFiles(instant.id), { packs: [], loose: [] }, 'no object copied');
      assert.equal(instant.visibility, 'private');
      assert.deepEqual(instant.forked_from, { repo_id: tplId, org_id: (await t.grove.store.orgs.findBySlug('globex'))!.id, slug: 'tpl', namespace: null });
      assert.equal(instant.git_url, 'http://grove.test/acme/my-tpl.git');
      assert.equal(git(dir(instant.id), ['rev-parse', 'main']), tplHead);
      const mine = await commit('my-tpl', 'private.txt', 'acme only\n');
      assert.equal(has(dir(tplId), mine), false, 'the template owner never sees the fork\'s objects');
      const deep = await forkOk('tpl', { slug: 'my-tpl-deep', source_org: 'globex', mode: 'deep' });
      assert.equal(deep.fork_mode, 'deep');
      assert.deepEqual(alternates(deep.id), []);
      fsck(instant.id);
      fsck(deep.id);
      // the other organization cannot reach the fork
      assert.equal((await api(t, otherKey).get('/v1/repos/my-tpl')).statusCode, 404);
    });

    test('bad input: unknown mode, unknown source, invalid slug, existing slug, missing default branch', async () => {
      await createRepo('src');
      await commit('src', 'a.txt', 'a\n');
      assert.equal((await fork('src', { slug: 'src-x', mode: 'shallow' })).statusCode, 400);
      assert.equal((await fork('no-such-repo', { slug: 'src-y' })).statusCode, 404);
      assert.equal((await fork('src', { slug: 'Bad_Slug' })).statusCode, 400);
      assert.equal((await fork('src', { slug: 'fork' })).statusCode, 400, 'reserved slug');
      assert.equal((await fork('src', {})).statusCode, 400);
      assert.equal((await fork('src', { slug: 'src' })).statusCode, 409, 'the target exists');
      await forkOk('src', { slug: 'src-copy' });
      assert.equal((await fork('src', { slug: 'src-copy' })).statusCode, 409, 'an existing fork slug');
      const missing = await fork('src', { slug: 'src-z', default_branch: 'develop' });
      assert.equal(missing.statusCode, 400);
      assert.match(missing.json().error, /develop/);
      assert.equal((await api(t).get('/v1/repos/src/fork')).statusCode, 404, 'not a fork');
      assert.equal((await api(t).get('/v1/repos/src-z')).statusCode, 404, 'a refused fork leaves nothing behind');
    });

    test('a big pool: blob_materialization queued, completed by a background job while reads already work', async () => {
      const parentId = await createRepo('big', { init: false });
      const n = 5200;
      let script = 'commit refs/heads/main\ncommitter Dev <dev@example.com> 1700000000 +0000\ndata 4\nbig\n';
      for (let i = 0; i < n; i++) {
        const content = `file ${i}\n`;
        script += `M 100644 inline f/${i}.txt\ndata ${Buffer.byteLength(content)}\n${content}`;
      }
      git(dir(parentId), ['fast-import', '--quiet'], script);
      const res = await forkOk('big', { slug: 'big-fork' });
      assert.equal(res.blob_materialization, 'queued');
      assert.ok((res.shared_blobs as number) > n, 'shared_blobs: what the fork can read in the pool');
      assert.equal(res.owned_blobs, 0);
      assert.equal((await api(t).get('/v1/repos/big-fork/blob/main/f/42.txt')).statusCode, 200, 'reads work before the job ran');
      const pending = (await api(t).get('/v1/repos/big-fork/fork')).json();
      assert.equal(pending.materialized, false);
      assert.equal(pending.reachable_objects, null);
      await drainJobs();
      const done = (await api(t).get('/v1/repos/big-fork/fork')).json();
      assert.equal(done.materialized, true);
      assert.equal(done.blob_materialization, 'queued');
      const reachable = Number(git(dir(res.id), ['rev-list', '--objects', '--all']).split('\n').length);
      assert.equal(done.reachable_objects, reachable);
      assert.equal(done.shared_blobs, reachable);
      fsck(res.id);
    });
  });
}

forksSuite('sqlite', true);
forksSuite('postgres', await serviceAvailable('PostgreSQL'));
