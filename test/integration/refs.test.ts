import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { api, startTestGrove, type TestGrove } from '../helpers/grove.js';
import { gitIn } from '../helpers/git.js';

describe('branches and refs API', () => {
  let t: TestGrove;
  let repoId: string;
  let main: string;
  let second: string;

  before(async () => {
    t = await startTestGrove();
    await t.grove.services.orgs.setPlan(t.org, 'paid');
    repoId = (await api(t).post('/v1/repos', { slug: 'app' })).json().id;
    const first = gitIn(t, repoId, ['rev-parse', 'main']).trim();
    const res = await api(t).post('/v1/repos/app/commits', { branch: 'main', message: 'two', parent_sha: first, changes: [{ path: 'a', content: 'a' }] });
    main = res.json().sha;
    second = first;
  });
  after(() => t.close());

  test('create from the default branch, from another branch, from a SHA; duplicate is 409', async () => {
    const a = await api(t).post('/v1/repos/app/branches', { name: 'dev' });
    assert.equal(a.statusCode, 201, a.body);
    assert.deepEqual(a.json(), { name: 'dev', sha: main, ref: 'refs/heads/dev' });
    assert.equal((await api(t).post('/v1/repos/app/branches', { name: 'feature/x', from: 'dev' })).json().sha, main);
    assert.equal((await api(t).post('/v1/repos/app/branches', { name: 'old', from_sha: second })).json().sha, second);
    const dup = await api(t).post('/v1/repos/app/branches', { name: 'dev' });
    assert.equal(dup.statusCode, 409);
    assert.equal(dup.json().code, 'CONFLICT');
    assert.equal(gitIn(t, repoId, ['rev-parse', 'refs/heads/old']).trim(), second);
  });

  test('create: bad names 400, unknown source 404, D/F conflict 409', async () => {
    for (const name of ['a..b', '-x', 'a b', 'x.lock', 'a~1', 'HEAD@{1}', '/x']) {
      assert.equal((await api(t).post('/v1/repos/app/branches', { name })).statusCode, 400, name);
    }
    assert.equal((await api(t).post('/v1/repos/app/branches', { name: 'n1', from: 'missing' })).statusCode, 404);
    assert.equal((await api(t).post('/v1/repos/app/branches', { name: 'n2', from_sha: 'f'.repeat(40) })).statusCode, 404);
    assert.equal((await api(t).post('/v1/repos/app/branches', { name: 'n3', from_sha: 'xyz' })).statusCode, 400);
    assert.equal((await api(t).post('/v1/repos/app/branches', { name: 'dev/sub' })).statusCode, 409, 'refs/heads/dev is a file');
  });

  test('list with keyset cursor, read, delete; default branch cannot be deleted (422)', async () => {
    const page1 = (await api(t).get('/v1/repos/app/branches?limit=2')).json();
    assert.deepEqual(page1.branches.map((b: { name: string }) => b.name), ['dev', 'feature/x']);
    assert.equal(page1.default_branch, 'main');
    assert.equal(page1.total, 4);
    const page2 = (await api(t).get(`/v1/repos/app/branches?limit=2&cursor=${page1.next_cursor}`)).json();
    assert.deepEqual(page2.branches.map((b: { name: string }) => b.name), ['main', 'old']);
    assert.equal(page2.next_cursor, null);
    assert.equal((await api(t).get('/v1/repos/app/branches?limit=501')).statusCode, 400);
    assert.equal((await api(t).get('/v1/repos/app/branches?cursor=garbage!')).statusCode, 400);
    assert.deepEqual((await api(t).get('/v1/repos/app/branches/feature/x')).json(), { name: 'feature/x', sha: main });
    assert.equal((await api(t).get('/v1/repos/app/branches/none')).statusCode, 404);
    const del = await api(t).delete('/v1/repos/app/branches/feature/x');
    assert.equal(del.statusCode, 200);
    assert.deepEqual(del.json(), { deleted: true, ref: 'refs/heads/feature/x', sha: main });
    assert.equal((await api(t).delete('/v1/repos/app/branches/feature/x')).statusCode, 404);
    const guard = await api(t).delete('/v1/repos/app/branches/main');
    assert.equal(guard.statusCode, 422);
    assert.equal((await api(t).delete('/v1/repos/app/refs/refs/heads/main')).statusCode, 422);
    assert.equal(gitIn(t, repoId, ['rev-parse', 'main']).trim(), main);
  });

  test('refs: list full names, read both path forms, tags via refs', async () => {
    const put = await api(t).put('/v1/repos/app/refs/refs/tags/v1', { sha: second });
    assert.equal(put.statusCode, 200, put.body);
    assert.deepEqual(put.json(), { ref: 'refs/tags/v1', sha: second, previous_sha: null });
    const list = (await api(t).get('/v1/repos/app/refs')).json();
    assert.ok(list.refs.some((r: { ref: string; sha: string }) => r.ref === 'refs/tags/v1' && r.sha === second));
    assert.ok(list.refs.some((r: { ref: string }) => r.ref === 'refs/heads/main'));
    assert.deepEqual((await api(t).get('/v1/repos/app/refs/refs/heads/main')).json(), { ref: 'refs/heads/main', sha: main });
    assert.deepEqual((await api(t).get('/v1/repos/app/refs/heads/main')).json(), { ref: 'refs/heads/main', sha: main });
    assert.equal(gitIn(t, repoId, ['rev-parse', 'refs/tags/v1']).trim(), second);
  });

  test('PUT compare-and-swap: match moves and returns previous_sha; mismatch 409; missing object 404; expected null means absent', async () => {
    const ok = await api(t).put('/v1/repos/app/refs/refs/heads/dev', { sha: second, expected_sha: main });
    assert.equal(ok.statusCode, 200);
    assert.equal(ok.json().previous_sha, main);
    const stale = await api(t).put('/v1/repos/app/refs/refs/heads/dev', { sha: main, expected_sha: main });
    assert.equal(stale.statusCode, 409);
    assert.equal(stale.json().current_sha, second);
    assert.equal(gitIn(t, repoId, ['rev-parse', 'dev']).trim(), second, 'unchanged after the failed CAS');
    assert.equal((await api(t).put('/v1/repos/app/refs/refs/heads/dev', { sha: 'a'.repeat(40) })).statusCode, 404);
    assert.equal((await api(t).put('/v1/repos/app/refs/refs/heads/fresh', { sha: main, expected_sha: null })).statusCode, 200);
    assert.equal((await api(t).put('/v1/repos/app/refs/refs/heads/fresh', { sha: main, expected_sha: null })).statusCode, 409);
    const tree = gitIn(t, repoId, ['rev-parse', 'main^{tree}']).trim();
    assert.equal((await api(t).put('/v1/repos/app/refs/refs/heads/treeish', { sha: tree })).statusCode, 422, 'a branch must point at a commit');
    for (const body of [{ sha: 'nothex' }, { sha: main, expected_sha: 'short' }, {}, { sha: main, extra: 1 }]) {
      assert.equal((await api(t).put('/v1/repos/app/refs/refs/heads/dev', body)).statusCode, 400, JSON.stringify(body));
    }
    for (const ref of ['refs/heads/a..b', 'refs/heads/x.lock', 'refs/grove/snap']) {
      const res = await api(t).put(`/v1/repos/app/refs/${ref}`, { sha: main });
      assert.ok([400, 404].includes(res.statusCode), `${ref}: ${res.statusCode}`);
    }
  });

  test('delete a ref: 200 {deleted, ref, sha}; unknown 404', async () => {
    const res = await api(t).delete('/v1/repos/app/refs/refs/tags/v1');
    assert.equal(res.statusCode, 200);
    assert.deepEqual(res.json(), { deleted: true, ref: 'refs/tags/v1', sha: second });
    assert.equal((await api(t).delete('/v1/repos/app/refs/refs/tags/v1')).statusCode, 404);
  });

  test('namespaced path form works for branches and refs; other organizations get 404', async () => {
    assert.equal((await api(t).post('/v1/repos', { slug: 'svc', namespace: 'team' })).statusCode, 201);
    assert.equal((await api(t).post('/v1/repos/team/svc/branches', { name: 'dev' })).statusCode, 201);
    assert.equal((await api(t).get('/v1/repos/team/svc/branches')).json().total, 2);
    assert.equal((await api(t).get('/v1/repos/team/svc/refs/heads/dev')).statusCode, 200);
    const other = await t.createOrg('other-refs', 'paid');
    assert.equal((await api(t, other).get('/v1/repos/app/branches')).statusCode, 404);
    assert.equal((await api(t, other).post('/v1/repos/app/branches', { name: 'evil' })).statusCode, 404);
    assert.equal((await api(t, other).put('/v1/repos/app/refs/refs/heads/main', { sha: second })).statusCode, 404);
  });
});
