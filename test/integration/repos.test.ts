import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { after, before, describe, test } from 'node:test';
import { repoPath } from '../../src/git/repo-layout.js';
import { fsck, gitIn } from '../helpers/git.js';
import { api, startTestGrove, type TestGrove } from '../helpers/grove.js';
import { serviceAvailable } from '../helpers/services.js';

function reposSuite(dialect: 'sqlite' | 'postgres', enabled: boolean) {
  describe(`repositories API (${dialect})`, { skip: !enabled && `${dialect} unavailable` }, () => {
    let t: TestGrove;
    before(async () => {
      t = await startTestGrove({ dialect });
      await t.grove.services.orgs.setPlan(t.org, 'paid');
    });
    after(() => t.close());

    test('create returns 201 with the SPEC fields and a bare repo with an initial commit', async () => {
      const res = await api(t).post('/v1/repos', { slug: 'web', description: 'the site', visibility: 'public' });
      assert.equal(res.statusCode, 201, res.body);
      const body = res.json();
      for (const field of ['id', 'namespace', 'slug', 'description', 'visibility', 'default_branch', 'is_template', 'git_url', 'api_url', 'created_at']) {
        assert.ok(field in body, `missing ${field}`);
      }
      assert.equal(body.namespace, null);
      assert.equal(body.default_branch, 'main');
      assert.equal(body.is_template, false);
      assert.equal(body.git_url, `http://grove.test/${t.org}/web.git`);
      assert.equal(body.api_url, 'http://grove.test/v1/repos/web');
      assert.equal(gitIn(t, body.id, ['log', '--format=%s', 'main']).trim(), 'Initial commit');
      fsck(t, body.id);
      const read = (await api(t).get('/v1/repos/web')).json();
      assert.equal(read.is_empty, false);
      assert.equal(read.git_url, body.git_url);
    });

    test('init false gives an empty repository; custom default branch is used', async () => {
      const res = await api(t).post('/v1/repos', { slug: 'blank', init: false, default_branch: 'trunk' });
      assert.equal(res.statusCode, 201, res.body);
      const read = (await api(t).get('/v1/repos/blank')).json();
      assert.equal(read.is_empty, true);
      assert.equal(read.default_branch, 'trunk');
      assert.equal(gitIn(t, read.id, ['symbolic-ref', 'HEAD']).trim(), 'refs/heads/trunk');
    });

    test('namespaced form: create, read, update, delete', async () => {
      const created = await api(t).post('/v1/repos', { slug: 'svc', namespace: 'team' });
      assert.equal(created.statusCode, 201, created.body);
      assert.equal(created.json().namespace, 'team');
      assert.equal(created.json().git_url, `http://grove.test/${t.org}/team/svc.git`);
      assert.equal(created.json().api_url, 'http://grove.test/v1/repos/team/svc');
      assert.equal((await api(t).get('/v1/repos/team/svc')).statusCode, 200);
      assert.equal((await api(t).get('/v1/repos/svc')).statusCode, 404, 'the un-namespaced address is another repository');
      assert.equal((await api(t).post('/v1/repos/team/svc/branches', { name: 'dev' })).statusCode, 201);
      const patched = await api(t).patch('/v1/repos/team/svc', { description: 'services', is_template: true, visibility: 'public', default_branch: 'dev' });
      assert.equal(patched.statusCode, 200, patched.body);
      assert.equal(patched.json().description, 'services');
      assert.equal(patched.json().is_template, true);
      assert.equal(patched.json().default_branch, 'dev');
      assert.equal((await api(t).delete('/v1/repos/team/svc')).statusCode, 200);
      assert.equal((await api(t).get('/v1/repos/team/svc')).statusCode, 404);
    });

    test('regression: PATCH default_branch must name an existing branch, and moves HEAD so git clone agrees', async () => {
      const id = (await api(t).post('/v1/repos', { slug: 'moves' })).json().id as string;
      const missing = await api(t).patch('/v1/repos/moves', { default_branch: 'nope' });
      assert.equal(missing.statusCode, 422);
      assert.equal(missing.json().code, 'UNPROCESSABLE');
      assert.match(missing.json().error, /'nope' does not exist/);
      assert.equal((await api(t).get('/v1/repos/moves')).json().default_branch, 'main', 'nothing changed');
      assert.equal((await api(t).post('/v1/repos/moves/branches', { name: 'release' })).statusCode, 201);
      const moved = await api(t).patch('/v1/repos/moves', { default_branch: 'release' });
      assert.equal(moved.statusCode, 200, moved.body);
      assert.equal(gitIn(t, id, ['symbolic-ref', 'HEAD']).trim(), 'refs/heads/release', "git's HEAD follows the default branch");
      // an empty repository has no branch to point at yet: any valid name is accepted and becomes HEAD
      const emptyId = (await api(t).post('/v1/repos', { slug: 'moves-empty', init: false })).json().id as string;
      assert.equal((await api(t).patch('/v1/repos/moves-empty', { default_branch: 'trunk' })).statusCode, 200);
      assert.equal(gitIn(t, emptyId, ['symbolic-ref', 'HEAD']).trim(), 'refs/heads/trunk');
    });

    test('PATCH without changes writes nothing: updated_at stays', async () => {
      await api(t).post('/v1/repos', { slug: 'still' });
      const before = (await api(t).get('/v1/repos/still')).json().updated_at as string;
      await new Promise((r) => setTimeout(r, 5));
      const same = await api(t).patch('/v1/repos/still', {});
      assert.equal(same.statusCode, 200);
      assert.equal(same.json().updated_at, before);
      assert.equal((await api(t).patch('/v1/repos/still', { description: '' })).json().updated_at, before, 'the same values are no change either');
      assert.notEqual((await api(t).patch('/v1/repos/still', { description: 'new' })).json().updated_at, before);
    });

    test('same slug in another namespace is allowed; same pair is 409', async () => {
      assert.equal((await api(t).post('/v1/repos', { slug: 'dup', namespace: 'a' })).statusCode, 201);
      assert.equal((await api(t).post('/v1/repos', { slug: 'dup', namespace: 'b' })).statusCode, 201);
      assert.equal((await api(t).post('/v1/repos', { slug: 'dup' })).statusCode, 201);
      const again = await api(t).post('/v1/repos', { slug: 'dup', namespace: 'a' });
      assert.equal(again.statusCode, 409);
      assert.equal(again.json().code, 'CONFLICT');
    });

    test('delete hides the repository at once and removes storage in the background', async () => {
      const id = (await api(t).post('/v1/repos', { slug: 'doomed' })).json().id as string;
      const dir = repoPath(t.dataDir, id);
      assert.ok(existsSync(dir));
      const res = await api(t).delete('/v1/repos/doomed');
      assert.equal(res.statusCode, 200);
      assert.deepEqual(res.json(), { deleted: true, id });
      assert.equal((await api(t).get('/v1/repos/doomed')).statusCode, 404);
      assert.equal((await api(t).delete('/v1/repos/doomed')).statusCode, 404);
      await t.grove.services.jobs.runDue();
      assert.equal(existsSync(dir), false, 'storage purged by the job');
      // The slug is free again, with fresh storage.
      const again = await api(t).post('/v1/repos', { slug: 'doomed' });
      assert.equal(again.statusCode, 201);
      assert.notEqual(again.json().id, id);
    });

    test('list: pagination by limit/offset and cursor, filters by namespace and is_template', async () => {
      const key = await t.createOrg(`lister-${dialect}`, 'paid');
      const other = { ...t, key };
      for (const [slug, extra] of [['l1', {}], ['l2', { is_template: true }], ['l3', { namespace: 'grp' }], ['l4', { is_template: true, namespace: 'grp' }]] as const) {
        assert.equal((await api(other, key).post('/v1/repos', { slug, ...extra })).statusCode, 201);
      }
      const all = (await api(other, key).get('/v1/repos')).json();
      assert.deepEqual(all.repos.map((r: { slug: string }) => r.slug), ['l1', 'l2', 'l3', 'l4']);
      assert.equal(all.limit, 50);
      assert.equal(all.offset, 0);
      assert.equal(all.next_cursor, null);
      for (const field of ['id', 'namespace', 'slug', 'description', 'default_branch', 'visibility', 'is_template', 'forked_from', 'created_at', 'updated_at']) {
        assert.ok(field in all.repos[0], `list item lacks ${field}`);
      }
      const page1 = (await api(other, key).get('/v1/repos?limit=3')).json();
      assert.equal(page1.repos.length, 3);
      assert.ok(page1.next_cursor);
      const page2 = (await api(other, key).get(`/v1/repos?limit=3&cursor=${page1.next_cursor}`)).json();
      assert.deepEqual(page2.repos.map((r: { slug: string }) => r.slug), ['l4']);
      assert.equal(page2.next_cursor, null);
      const offset = (await api(other, key).get('/v1/repos?limit=2&offset=1')).json();
      assert.deepEqual(offset.repos.map((r: { slug: string }) => r.slug), ['l2', 'l3']);
      const templates = (await api(other, key).get('/v1/repos?is_template=true')).json();
      assert.deepEqual(templates.repos.map((r: { slug: string }) => r.slug), ['l2', 'l4']);
      const grp = (await api(other, key).get('/v1/repos?namespace=grp')).json();
      assert.deepEqual(grp.repos.map((r: { slug: string }) => r.slug), ['l3', 'l4']);
    });

    test('organizations never see each other: 404, not 403, and lists are separate', async () => {
      const key = await t.createOrg(`rival-${dialect}`, 'paid');
      assert.equal((await api(t, key).post('/v1/repos', { slug: 'secret' })).statusCode, 201);
      for (const res of [
        await api(t).get('/v1/repos/secret'),
        await api(t).patch('/v1/repos/secret', { description: 'x' }),
        await api(t).delete('/v1/repos/secret'),
      ]) {
        assert.equal(res.statusCode, 404);
        assert.equal(res.json().code, 'NOT_FOUND');
      }
      const mine = (await api(t).get('/v1/repos?limit=100')).json();
      assert.ok(!mine.repos.some((r: { slug: string }) => r.slug === 'secret'));
      assert.equal((await api(t, key).get('/v1/repos/secret')).statusCode, 200);
    });
  });
}

reposSuite('sqlite', true);
reposSuite('postgres', await serviceAvailable('PostgreSQL'));
