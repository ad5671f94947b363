import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { api, startTestGrove, type TestGrove } from '../helpers/grove.js';
import { fsck, gitIn } from '../helpers/git.js';

type Strategy = 'fast-forward' | 'merge-commit' | 'squash';
type Shape = 'up-to-date' | 'fast-forwardable' | 'diverged-clean' | 'conflicting';

describe('merge API', () => {
  let t: TestGrove;
  let n = 0;
  before(async () => {
    t = await startTestGrove();
    await t.grove.services.orgs.setPlan(t.org, 'paid');
  });
  after(() => t.close());

  async function commit(slug: string, branch: string, path: string, content: string): Promise<string> {
    const res = await api(t).post(`/v1/repos/${slug}/commits`, { branch, message: `${path} on ${branch}`, changes: [{ path, content }] });
    assert.equal(res.statusCode, 201, res.body);
    return res.json().sha;
  }

  /** A repository whose main and feature branches stand in the given relation. */
  async function scenario(shape: Shape): Promise<{ slug: string; id: string; main: string; feature: string }> {
    const slug = `m${++n}`;
    const id = (await api(t).post('/v1/repos', { slug })).json().id as string;
    await commit(slug, 'main', 'shared.txt', 'one\ntwo\nthree\n');
    assert.equal((await api(t).post(`/v1/repos/${slug}/branches`, { name: 'feature' })).statusCode, 201);
    if (shape === 'fast-forwardable' || shape === 'diverged-clean') await commit(slug, 'feature', 'feature.txt', 'f\n');
    if (shape === 'diverged-clean') await commit(slug, 'main', 'main.txt', 'm\n');
    if (shape === 'conflicting') {
      await commit(slug, 'feature', 'shared.txt', 'one\nFEATURE\nthree\n');
      await commit(slug, 'main', 'shared.txt', 'one\nMAIN\nthree\n');
    }
    const sha = (b: string) => gitIn(t, id, ['rev-parse', b]).trim();
    return { slug, id, main: sha('main'), feature: sha('feature') };
  }

  const expectations: Record<Strategy, Record<Shape, number>> = {
    'fast-forward': { 'up-to-date': 200, 'fast-forwardable': 200, 'diverged-clean': 409, conflicting: 409 },
    'merge-commit': { 'up-to-date': 200, 'fast-forwardable': 200, 'diverged-clean': 200, conflicting: 409 },
    squash: { 'up-to-date': 200, 'fast-forwardable': 200, 'diverged-clean': 200, conflicting: 409 },
  };

  for (const strategy of ['fast-forward', 'merge-commit', 'squash'] as const) {
    for (const shape of ['up-to-date', 'fast-forwardable', 'diverged-clean', 'conflicting'] as const) {
      test(`${strategy} × ${shape}`, async () => {
        const s = await scenario(shape);
        const res = await api(t).post(`/v1/repos/${s.slug}/branches/main/merge`, { source: 'feature', strategy, message: 'merging', author: { name: 'Mia', email: 'mia@example.com' } });
        assert.equal(res.statusCode, expectations[strategy][shape], res.body);
        const body = res.json();
        const head = gitIn(t, s.id, ['rev-parse', 'main']).trim();
        if (shape === 'up-to-date') {
          assert.deepEqual(body, { merged: true, sha: s.main, strategy: 'already_up_to_date' });
          assert.equal(head, s.main);
        } else if (res.statusCode === 409) {
          assert.equal(body.merged, false);
          assert.equal(body.strategy, strategy);
          assert.equal(body.code, 'CONFLICT');
          if (shape === 'conflicting' && strategy !== 'fast-forward') assert.deepEqual(body.conflicts, ['shared.txt']);
          assert.equal(head, s.main, 'nothing written on conflict');
        } else {
          assert.equal(body.merged, true);
          assert.equal(body.strategy, strategy);
          assert.equal(body.sha, head);
          const parents = gitIn(t, s.id, ['log', '-1', '--format=%P', 'main']).trim().split(' ');
          if (strategy === 'fast-forward') assert.equal(head, s.feature);
          if (strategy === 'merge-commit') {
            assert.equal(body.merge_sha, head);
            assert.deepEqual(parents, [s.main, s.feature]);
          }
          if (strategy === 'squash') assert.deepEqual(parents, [s.main]);
          if (strategy !== 'fast-forward') {
            assert.equal(gitIn(t, s.id, ['log', '-1', '--format=%an|%s', 'main']).trim(), 'Mia|merging');
            assert.equal(gitIn(t, s.id, ['show', 'main:feature.txt']), 'f\n');
          }
          if (shape === 'diverged-clean' && strategy !== 'fast-forward') assert.equal(gitIn(t, s.id, ['show', 'main:main.txt']), 'm\n');
          fsck(t, s.id);
        }
      });
    }
  }

  test('expected_sha compare-and-swap on the target: stale is 409 and nothing moves', async () => {
    const s = await scenario('fast-forwardable');
    const stale = await api(t).post(`/v1/repos/${s.slug}/branches/main/merge`, { source: 'feature', expected_sha: s.feature });
    assert.equal(stale.statusCode, 409);
    assert.equal(gitIn(t, s.id, ['rev-parse', 'main']).trim(), s.main);
    const ok = await api(t).post(`/v1/repos/${s.slug}/branches/main/merge`, { source: 'feature', expected_sha: s.main });
    assert.equal(ok.statusCode, 200);
    assert.equal(ok.json().sha, s.feature);
  });

  test('a merge racing commits to the target never loses either', async () => {
    const s = await scenario('diverged-clean');
    const results = await Promise.all([
      api(t).post(`/v1/repos/${s.slug}/branches/main/merge`, { source: 'feature', strategy: 'merge-commit' }),
      ...Array.from({ length: 4 }, (_, i) => api(t).post(`/v1/repos/${s.slug}/commits`, { branch: 'main', message: `race ${i}`, parent_sha: s.main, changes: [{ path: `race${i}`, content: 'r' }] })),
    ]);
    const winners = results.filter((r) => r.statusCode === 200 || r.statusCode === 201);
    assert.equal(winners.length, 1, 'exactly one write on top of the same head wins');
    for (const r of results) assert.ok([200, 201, 409].includes(r.statusCode), r.body);
    const head = gitIn(t, s.id, ['rev-parse', 'main']).trim();
    assert.equal(head, winners[0]!.json().sha);
  });

  test('bad input: unknown strategy 400, unknown source 404, unknown target 404, unrelated histories 422, extra field 400', async () => {
    const s = await scenario('fast-forwardable');
    const url = `/v1/repos/${s.slug}/branches/main/merge`;
    assert.equal((await api(t).post(url, { source: 'feature', strategy: 'octopus' })).statusCode, 400);
    assert.equal((await api(t).post(url, { source: 'nope' })).statusCode, 404);
    assert.equal((await api(t).post(url, {})).statusCode, 400);
    assert.equal((await api(t).post(url, { source: 'feature', extra: 1 })).statusCode, 400);
    assert.equal((await api(t).post(`/v1/repos/${s.slug}/branches/missing/merge`, { source: 'feature' })).statusCode, 404);
    // not a merge: a branch path (main/unmerge), which takes GET and DELETE
    const unmerge = await api(t).post(`/v1/repos/${s.slug}/branches/main/unmerge`, { source: 'feature' });
    assert.equal(unmerge.statusCode, 405);
    assert.equal(unmerge.headers.allow, 'DELETE, GET, HEAD');
    const tree = gitIn(t, s.id, ['rev-parse', 'main^{tree}']).trim();
    const orphan = gitIn(t, s.id, ['commit-tree', tree, '-m', 'orphan']).trim();
    assert.equal((await api(t).put(`/v1/repos/${s.slug}/refs/refs/heads/orphan`, { sha: orphan })).statusCode, 200);
    const unrelated = await api(t).post(url, { source: 'orphan', strategy: 'merge-commit' });
    assert.equal(unrelated.statusCode, 422, unrelated.body);
    assert.equal(unrelated.json().code, 'UNPROCESSABLE');
  });

  test('branch names with slashes merge too', async () => {
    const s = await scenario('fast-forwardable');
    assert.equal((await api(t).post(`/v1/repos/${s.slug}/branches`, { name: 'release/v1', from_sha: s.main })).statusCode, 201);
    const res = await api(t).post(`/v1/repos/${s.slug}/branches/release/v1/merge`, { source: 'feature' });
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(gitIn(t, s.id, ['rev-parse', 'release/v1']).trim(), s.feature);
  });
});
