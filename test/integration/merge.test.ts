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

describe('merge preview (dry_run)', () => {
  let t: TestGrove;
  let n = 0;
  before(async () => {
    t = await startTestGrove();
    await t.grove.services.orgs.setPlan(t.org, 'paid');
  });
  after(() => t.close());

  async function commit(slug: string, branch: string, changes: { path: string; content?: string; action?: string }[]): Promise<string> {
    const res = await api(t).post(`/v1/repos/${slug}/commits`, { branch, message: `on ${branch}`, changes });
    assert.equal(res.statusCode, 201, res.body);
    return res.json().sha;
  }

  /** main and feature forked from one commit; `feature` and `main` then get their own changes. */
  async function fork(main: { path: string; content?: string; action?: string }[], feature: typeof main) {
    const slug = `p${++n}`;
    const id = (await api(t).post('/v1/repos', { slug })).json().id as string;
    const base = await commit(slug, 'main', [
      { path: 'shared.txt', content: 'one\ntwo\nthree\n' },
      { path: 'other.txt', content: 'x\n' },
    ]);
    assert.equal((await api(t).post(`/v1/repos/${slug}/branches`, { name: 'feature' })).statusCode, 201);
    if (feature.length) await commit(slug, 'feature', feature);
    if (main.length) await commit(slug, 'main', main);
    return { slug, id, base };
  }

  /** What a preview must leave as it was: every ref, and every object file (loose and packed). */
  const snapshot = (id: string) => [gitIn(t, id, ['for-each-ref', '--format=%(refname) %(objectname)']), gitIn(t, id, ['count-objects', '-v'])];

  const preview = (slug: string, body: object) => api(t).post(`/v1/repos/${slug}/branches/main/merge`, { source: 'feature', dry_run: true, ...body });

  test('conflicting files with markers labelled by branch and structured hunks; nothing is written', async () => {
    const s = await fork([{ path: 'shared.txt', content: 'one\nMAIN\nthree\n' }], [{ path: 'shared.txt', content: 'one\nFEATURE\nthree\n' }]);
    const before = snapshot(s.id);
    const res = await preview(s.slug, { strategy: 'merge-commit' });
    assert.equal(res.statusCode, 200, res.body);
    const body = res.json();
    assert.equal(body.dry_run, true);
    assert.equal(body.mergeable, false);
    assert.equal(body.result, 'conflict');
    assert.equal(body.strategy, 'merge-commit');
    assert.equal(body.merge_base_sha, s.base);
    assert.equal(body.head_sha, gitIn(t, s.id, ['rev-parse', 'main']).trim());
    assert.equal(body.source_sha, gitIn(t, s.id, ['rev-parse', 'feature']).trim());
    assert.deepEqual(body.conflicts, [
      {
        path: 'shared.txt',
        kind: 'content',
        content: 'one\n<<<<<<< main\nMAIN\n=======\nFEATURE\n>>>>>>> feature\nthree\n',
        hunks: [{ start_line: 2, ours: 'MAIN\n', theirs: 'FEATURE\n' }],
      },
    ]);
    assert.equal(body.conflicts_truncated, false);
    assert.deepEqual(snapshot(s.id), before, 'no ref moved and no object was written');
    // the real merge agrees
    const real = await api(t).post(`/v1/repos/${s.slug}/branches/main/merge`, { source: 'feature', strategy: 'merge-commit' });
    assert.equal(real.statusCode, 409);
    assert.deepEqual(real.json().conflicts, ['shared.txt']);
  });

  test('a file changed on one side and deleted on the other: its kind, no markers', async () => {
    const s = await fork([{ path: 'other.txt', action: 'delete' }], [{ path: 'other.txt', content: 'changed\n' }]);
    const body = (await preview(s.slug, { strategy: 'squash' })).json();
    assert.equal(body.result, 'conflict');
    assert.deepEqual(body.conflicts, [{ path: 'other.txt', kind: 'modify/delete', content: null, hunks: [] }]);
  });

  test('diverged without conflicts: merge-commit and squash would merge, fast-forward would not', async () => {
    const s = await fork([{ path: 'main.txt', content: 'm\n' }], [{ path: 'feature.txt', content: 'f\n' }]);
    const before = snapshot(s.id);
    for (const strategy of ['merge-commit', 'squash'] as const) {
      const body = (await preview(s.slug, { strategy })).json();
      assert.deepEqual([body.mergeable, body.result, body.conflicts, body.merge_base_sha], [true, strategy, [], s.base]);
    }
    const ff = (await preview(s.slug, {})).json();
    assert.deepEqual([ff.mergeable, ff.strategy, ff.result, ff.conflicts], [false, 'fast-forward', 'not_fast_forward', []]);
    assert.deepEqual(snapshot(s.id), before);
    assert.equal((await api(t).post(`/v1/repos/${s.slug}/branches/main/merge`, { source: 'feature' })).statusCode, 409, 'as the preview said');
  });

  test('fast-forwardable and up to date; a stale expected_sha is the same 409 as for a merge', async () => {
    const s = await fork([], [{ path: 'feature.txt', content: 'f\n' }]);
    const ff = (await preview(s.slug, {})).json();
    assert.deepEqual([ff.mergeable, ff.result, ff.merge_base_sha], [true, 'fast-forward', s.base]);
    assert.equal(gitIn(t, s.id, ['rev-parse', 'main']).trim(), s.base, 'not merged');
    const back = await api(t).post(`/v1/repos/${s.slug}/branches/feature/merge`, { source: 'main', dry_run: true });
    assert.deepEqual([back.json().mergeable, back.json().result], [true, 'already_up_to_date']);
    const stale = await preview(s.slug, { expected_sha: 'f'.repeat(40) });
    assert.equal(stale.statusCode, 409);
    assert.equal(stale.json().current_sha, s.base);
  });
});
