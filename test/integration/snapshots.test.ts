import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { api, startTestGrove, type TestGrove } from '../helpers/grove.js';
import { fsck, gitIn } from '../helpers/git.js';

describe('snapshots API', () => {
  let t: TestGrove;
  let id: string;
  let first: string;
  before(async () => {
    t = await startTestGrove();
    await t.grove.services.orgs.setPlan(t.org, 'paid');
    id = (await api(t).post('/v1/repos', { slug: 'app' })).json().id;
    first = (await api(t).post('/v1/repos/app/commits', { branch: 'main', message: 'v1', changes: [{ path: 'a.txt', content: 'v1\n' }] })).json().sha;
  });
  after(() => t.close());

  test('create, list, get; names are unique per repository', async () => {
    const res = await api(t).post('/v1/repos/app/snapshots', { name: 'before-refactor', branch: 'main', metadata: { reason: 'agent run 7', step: 3 } });
    assert.equal(res.statusCode, 201, res.body);
    const snap = res.json();
    assert.deepEqual({ ...snap, created_at: undefined }, { name: 'before-refactor', branch: 'main', sha: first, metadata: { reason: 'agent run 7', step: 3 }, created_at: undefined });
    assert.equal((await api(t).post('/v1/repos/app/snapshots', { name: 'before-refactor' })).statusCode, 409);
    assert.equal((await api(t).post('/v1/repos/app/snapshots', { name: 'default-branch' })).json().branch, 'main');
    const list = (await api(t).get('/v1/repos/app/snapshots')).json();
    assert.deepEqual(list.snapshots.map((s: { name: string }) => s.name), ['before-refactor', 'default-branch']);
    assert.equal((await api(t).get('/v1/repos/app/snapshots/before-refactor')).json().sha, first);
  });

  test('restore after the branch moved: the head goes back, nothing is deleted, the snapshot commit stays reachable', async () => {
    const later = (await api(t).post('/v1/repos/app/commits', { branch: 'main', message: 'v2', changes: [{ path: 'a.txt', content: 'v2\n' }] })).json().sha;
    // Even if every branch moves away, the hidden ref keeps the snapshot's commit.
    const res = await api(t).post('/v1/repos/app/snapshots/before-refactor/restore', { target_branch: 'main' });
    assert.equal(res.statusCode, 200, res.body);
    assert.deepEqual(res.json(), { name: 'before-refactor', branch: 'main', sha: first, previous_sha: later });
    assert.equal(gitIn(t, id, ['rev-parse', 'main']).trim(), first);
    assert.equal(gitIn(t, id, ['cat-file', '-t', later]).trim(), 'commit', 'the newer commit still exists');
    assert.equal(gitIn(t, id, ['for-each-ref', '--format=%(objectname)', 'refs/grove/snapshots/before-refactor']).trim(), first);
    const refs = (await api(t).get('/v1/repos/app/refs')).json().refs as { ref: string }[];
    assert.ok(!refs.some((r) => r.ref.startsWith('refs/grove/')), 'hidden refs are not listed');
    fsck(t, id);
  });

  test('restore into another (new) branch; defaults to the snapshot branch', async () => {
    const res = await api(t).post('/v1/repos/app/snapshots/before-refactor/restore', { target_branch: 'recovered' });
    assert.equal(res.statusCode, 200);
    assert.equal(res.json().previous_sha, null);
    assert.equal(gitIn(t, id, ['rev-parse', 'recovered']).trim(), first);
    assert.equal((await api(t).post('/v1/repos/app/snapshots/before-refactor/restore', {})).json().branch, 'main');
  });

  test('delete removes the record and its hidden ref; bad input', async () => {
    const del = await api(t).delete('/v1/repos/app/snapshots/default-branch');
    assert.equal(del.statusCode, 200);
    assert.deepEqual(del.json(), { deleted: true, name: 'default-branch' });
    assert.equal((await api(t).get('/v1/repos/app/snapshots/default-branch')).statusCode, 404);
    assert.equal(gitIn(t, id, ['for-each-ref', 'refs/grove/snapshots/default-branch']).trim(), '');
    const cases: [string, object, number][] = [
      ['/v1/repos/app/snapshots', { name: 'bad name' }, 400],
      ['/v1/repos/app/snapshots', { name: '../x' }, 400],
      ['/v1/repos/app/snapshots', { name: 'x', branch: 'missing' }, 404],
      ['/v1/repos/app/snapshots', { name: 'x', metadata: 'text' }, 400],
      ['/v1/repos/app/snapshots', { name: 'x', metadata: { big: 'x'.repeat(20_000) } }, 400],
      ['/v1/repos/app/snapshots/missing/restore', {}, 404],
      ['/v1/repos/app/snapshots/before-refactor/restore', { target_branch: 'a..b' }, 400],
    ];
    for (const [url, body, status] of cases) assert.equal((await api(t).post(url, body)).statusCode, status, `${url} ${JSON.stringify(body)}`);
  });

  test('deleting the repository removes its snapshots', async () => {
    assert.equal((await api(t).post('/v1/repos', { slug: 'tmp' })).statusCode, 201);
    assert.equal((await api(t).post('/v1/repos/tmp/snapshots', { name: 's1' })).statusCode, 201);
    assert.equal((await api(t).delete('/v1/repos/tmp')).statusCode, 200);
    assert.equal((await api(t).post('/v1/repos', { slug: 'tmp' })).statusCode, 201);
    assert.deepEqual((await api(t).get('/v1/repos/tmp/snapshots')).json().snapshots, []);
  });
});
