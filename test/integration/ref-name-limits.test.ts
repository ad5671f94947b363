// Regression: ref names git cannot store (a part of 251-255 characters, or over 255 bytes in UTF-8) were a 500
// (ENAMETOOLONG from the file system) on every route that takes a branch or ref name. They are 400 now, decided
// by one rule, and names right at the limit still work.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { api, startTestGrove, type TestGrove } from '../helpers/grove.js';

const TOO_LONG = [
  'x'.repeat(251),
  'y'.repeat(255),
  `feature/${'z'.repeat(253)}`,
  'é'.repeat(128), // 128 characters, 256 bytes
  '🌲'.repeat(63), // 126 UTF-16 units, 252 bytes
];

describe('over-long ref names are a 400 on every route, never a 500', () => {
  let t: TestGrove;
  let head: string;
  before(async () => {
    t = await startTestGrove();
    assert.equal((await api(t).post('/v1/repos', { slug: 'names' })).statusCode, 201);
    head = (await api(t).get('/v1/repos/names/branches/main')).json<{ sha: string }>().sha;
    assert.equal((await api(t).post('/v1/repos/names/snapshots', { name: 'snap', branch: 'main' })).statusCode, 201);
  });
  after(() => t.close());

  function assertRefused(res: { statusCode: number; json: () => unknown }, route: string): void {
    assert.equal(res.statusCode, 400, route);
    const body = res.json() as { error: string; code: string };
    assert.equal(body.code, 'VALIDATION_ERROR', route);
    assert.match(body.error, /not a valid (branch|ref) name: .*at most 250 bytes/, route);
  }

  for (const name of TOO_LONG) {
    test(`${name.length} characters, ${Buffer.byteLength(name)} bytes`, async () => {
      const a = api(t);
      assertRefused(await a.post('/v1/repos/names/branches', { name }), 'create branch');
      assertRefused(await a.post('/v1/repos/names/branches', { name: 'ok-branch', from: name }), 'create branch from');
      assertRefused(await a.put(`/v1/repos/names/refs/heads/${encodeURIComponent(name)}`, { sha: head }), 'PUT ref');
      assertRefused(await a.put(`/v1/repos/names/refs/tags/${encodeURIComponent(name)}`, { sha: head }), 'PUT tag ref');
      assertRefused(await a.post('/v1/repos/names/snapshots/snap/restore', { target_branch: name }), 'snapshot restore');
      assertRefused(await a.post('/v1/repos', { slug: 'names-2', default_branch: name }), 'repository create');
      assertRefused(await a.post('/v1/repos/names/commits', { branch: name, message: 'm', changes: [{ path: 'a', content: 'a' }] }), 'commit');
      assertRefused(await a.post(`/v1/repos/names/branches/${encodeURIComponent(name)}/merge`, { source: 'main' }), 'merge target');
      assertRefused(await a.post('/v1/repos/names/fork', { slug: 'names-fork', default_branch: name }), 'fork');
      assertRefused(await a.post('/v1/repos/names/snapshots', { name: 'snap-2', branch: name }), 'snapshot create');
    });
  }

  test('a name at the limit (250 bytes in a part) works end to end', async () => {
    const name = `at-limit/${'é'.repeat(125)}`;
    const created = await api(t).post('/v1/repos/names/branches', { name });
    assert.equal(created.statusCode, 201);
    const commit = await api(t).post('/v1/repos/names/commits', { branch: name, message: 'm', changes: [{ path: 'a.txt', content: 'a' }] });
    assert.equal(commit.statusCode, 201);
    const read = await api(t).get(`/v1/repos/names/branches/${encodeURIComponent(name)}`);
    assert.equal(read.statusCode, 200);
    assert.equal(read.json<{ name: string }>().name, name);
  });
});
