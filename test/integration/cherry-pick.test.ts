// Cherry-pick and revert onto a branch, checked against what git itself does, on SQLite and PostgreSQL.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { repoPath } from '../../src/git/repo-layout.js';
import { gitSync } from '../helpers/git-client.js';
import { commitFiles, fsck, gitIn } from '../helpers/git.js';
import { api, startTestGrove, type TestGrove } from '../helpers/grove.js';
import { serviceAvailable } from '../helpers/services.js';

const pgSkip = (await serviceAvailable('PostgreSQL')) ? false : 'PostgreSQL is not reachable';

for (const dialect of ['sqlite', 'postgres'] as const) {
  describe(`cherry-pick and revert (${dialect})`, { skip: dialect === 'postgres' ? pgSkip : false }, () => {
    let t: TestGrove;
    let n = 0;
    before(async () => {
      t = await startTestGrove({ dialect });
      await t.grove.services.orgs.setPlan(t.org, 'paid');
    });
    after(() => t.close());

    const rev = (id: string, r: string) => gitIn(t, id, ['rev-parse', r]).trim();
    const show = (id: string, spec: string) => gitIn(t, id, ['show', spec]);

    async function commit(slug: string, branch: string, changes: object[], extra: object = {}): Promise<string> {
      const res = await api(t).post(`/v1/repos/${slug}/commits`, { branch, message: `change on ${branch}`, changes, ...extra });
      assert.equal(res.statusCode, 201, res.body);
      return res.json().sha;
    }

    /** main with a 10-line file; feature forked from it. */
    async function repo(): Promise<{ slug: string; id: string; dir: string }> {
      const slug = `cp${++n}`;
      const id = (await api(t).post('/v1/repos', { slug })).json().id as string;
      const lines = Array.from({ length: 10 }, (_, i) => `line ${i + 1}`).join('\n') + '\n';
      await commit(slug, 'main', [{ path: 'file.txt', content: lines }, { path: 'keep.txt', content: 'k\n' }]);
      assert.equal((await api(t).post(`/v1/repos/${slug}/branches`, { name: 'feature' })).statusCode, 201);
      return { slug, id, dir: repoPath(t.dataDir, id) };
    }

    const pick = (slug: string, branch: string, body: object) => api(t).post(`/v1/repos/${slug}/branches/${branch}/cherry-pick`, body);
    const revert = (slug: string, branch: string, body: object) => api(t).post(`/v1/repos/${slug}/branches/${branch}/revert`, body);

    test('cherry-pick applies the change onto the branch as git does, keeping message and author', async () => {
      const r = await repo();
      const picked = await commit(r.slug, 'feature', [{ path: 'file.txt', content: show(r.id, 'main:file.txt').replace('line 2\n', 'line two\n') }, { path: 'new.txt', content: 'n\n' }], {
        message: 'Rename line two\n\nwith a body',
        author: { name: 'Ada', email: 'ada@example.com' },
      });
      const mainBefore = await commit(r.slug, 'main', [{ path: 'file.txt', content: show(r.id, 'main:file.txt').replace('line 9\n', 'line nine\n') }]);
      const res = await pick(r.slug, 'main', { sha: picked.slice(0, 10), expected_sha: mainBefore });
      assert.equal(res.statusCode, 200, res.body);
      const body = res.json();
      assert.deepEqual(body, { sha: rev(r.id, 'main'), branch: 'main', previous_sha: mainBefore, source_sha: picked });
      assert.equal(gitIn(t, r.id, ['log', '-1', '--format=%P', 'main']).trim(), mainBefore);
      assert.equal(show(r.id, 'main:file.txt'), show(r.id, `${mainBefore}:file.txt`).replace('line 2\n', 'line two\n'));
      assert.equal(show(r.id, 'main:new.txt'), 'n\n');
      const original = gitIn(t, r.id, ['log', '-1', '--format=%an|%ae|%at|%B', picked]);
      assert.equal(gitIn(t, r.id, ['log', '-1', '--format=%an|%ae|%at|%B', 'main']), original, 'author, date and message are kept');
      assert.equal(gitIn(t, r.id, ['log', '-1', '--format=%cn', 'main']).trim(), 'Grove');
      // the same tree git's own cherry-pick makes
      const work = gitSync(['worktree', 'add', '--detach', `${r.dir}-wt`, mainBefore], { gitDir: r.dir });
      void work;
      gitSync(['-C', `${r.dir}-wt`, '-c', 'user.name=T', '-c', 'user.email=t@t', 'cherry-pick', picked], {});
      assert.equal(gitSync(['-C', `${r.dir}-wt`, 'rev-parse', 'HEAD^{tree}'], {}).trim(), rev(r.id, 'main^{tree}'));
      gitSync(['worktree', 'remove', '--force', `${r.dir}-wt`], { gitDir: r.dir });
      fsck(t, r.id);
    });

    test('revert undoes the change with git revert’s message, authored by the request', async () => {
      const r = await repo();
      const bad = await commit(r.slug, 'main', [{ path: 'file.txt', content: show(r.id, 'main:file.txt').replace('line 5\n', 'BROKEN\n') }, { path: 'junk.txt', content: 'j\n' }], { message: 'Break things' });
      const later = await commit(r.slug, 'main', [{ path: 'keep.txt', content: 'k2\n' }]);
      const res = await revert(r.slug, 'main', { sha: bad, author: { name: 'Rev', email: 'rev@example.com' } });
      assert.equal(res.statusCode, 200, res.body);
      assert.equal(res.json().previous_sha, later);
      assert.match(show(r.id, 'main:file.txt'), /^line 5$/m);
      assert.equal(gitIn(t, r.id, ['ls-tree', '--name-only', 'main']).split('\n').includes('junk.txt'), false);
      assert.equal(show(r.id, 'main:keep.txt'), 'k2\n', 'later changes stay');
      assert.equal(gitIn(t, r.id, ['log', '-1', '--format=%B', 'main']), `Revert "Break things"\n\nThis reverts commit ${bad}.\n\n`);
      assert.equal(gitIn(t, r.id, ['log', '-1', '--format=%an <%ae>', 'main']).trim(), 'Rev <rev@example.com>');
      fsck(t, r.id);
    });

    test('conflicts are a 409 listing the files, and nothing moves', async () => {
      const r = await repo();
      const theirs = await commit(r.slug, 'feature', [{ path: 'file.txt', content: show(r.id, 'main:file.txt').replace('line 3\n', 'FEATURE\n') }]);
      const head = await commit(r.slug, 'main', [{ path: 'file.txt', content: show(r.id, 'main:file.txt').replace('line 3\n', 'MAIN\n') }]);
      const res = await pick(r.slug, 'main', { sha: theirs });
      assert.equal(res.statusCode, 409, res.body);
      assert.equal(res.json().code, 'CONFLICT');
      assert.deepEqual(res.json().conflicts, ['file.txt']);
      assert.equal(rev(r.id, 'main'), head);
      // as git revert: any commit's change may be undone on any branch; here feature's line 3 differs
      const undo = await revert(r.slug, 'feature', { sha: head });
      assert.equal(undo.statusCode, 409, undo.body);
      assert.deepEqual(undo.json().conflicts, ['file.txt']);
      assert.equal(rev(r.id, 'feature'), theirs);
    });

    test('a change already there (or not there) is a 422; expected_sha guards the head', async () => {
      const r = await repo();
      const c = await commit(r.slug, 'main', [{ path: 'a.txt', content: 'a\n' }]);
      const again = await pick(r.slug, 'main', { sha: c });
      assert.equal(again.statusCode, 422, again.body);
      assert.equal(again.json().code, 'UNPROCESSABLE');
      const reverted = await revert(r.slug, 'main', { sha: c });
      assert.equal(reverted.statusCode, 200);
      assert.equal((await revert(r.slug, 'main', { sha: c })).statusCode, 422, 'reverting twice changes nothing');
      const stale = await pick(r.slug, 'feature', { sha: c, expected_sha: c });
      assert.equal(stale.statusCode, 409);
      assert.equal(stale.json().current_sha, rev(r.id, 'feature'));
      assert.equal((await pick(r.slug, 'feature', { sha: c, expected_sha: rev(r.id, 'feature') })).statusCode, 200);
    });

    test('a merge commit needs mainline; with it, revert undoes the merged branch', async () => {
      const r = await repo();
      const mainHead = await commit(r.slug, 'main', [{ path: 'main.txt', content: 'm\n' }]);
      await commit(r.slug, 'feature', [{ path: 'feature.txt', content: 'f\n' }]);
      const merged = await api(t).post(`/v1/repos/${r.slug}/branches/main/merge`, { source: 'feature', strategy: 'merge-commit' });
      assert.equal(merged.statusCode, 200, merged.body);
      const merge = merged.json().sha as string;
      const without = await revert(r.slug, 'main', { sha: merge });
      assert.equal(without.statusCode, 400);
      assert.equal(without.json().code, 'VALIDATION_ERROR');
      assert.match(without.json().error, /merge commit.*mainline/);
      assert.equal((await revert(r.slug, 'main', { sha: merge, mainline: 3 })).statusCode, 400);
      assert.equal((await revert(r.slug, 'main', { sha: mainHead, mainline: 1 })).statusCode, 400, 'mainline on a commit with one parent');
      const ok = await revert(r.slug, 'main', { sha: merge, mainline: 1 });
      assert.equal(ok.statusCode, 200, ok.body);
      assert.equal(rev(r.id, 'main^{tree}'), rev(r.id, `${mainHead}^{tree}`));
      assert.match(gitIn(t, r.id, ['log', '-1', '--format=%B', 'main']), new RegExp(`reversing\\nchanges made to ${mainHead}\\.`));
    });

    test('a root commit picks onto an unrelated branch; branch names with slashes and namespaces work', async () => {
      const r = await repo();
      const root = commitFiles(r.dir, { 'root.txt': 'r\n' }, 'root commit');
      assert.equal((await api(t).post(`/v1/repos/${r.slug}/branches`, { name: 'release/v1' })).statusCode, 201);
      assert.equal((await api(t).put(`/v1/repos/${r.slug}/refs/refs/heads/orphan`, { sha: root })).statusCode, 200);
      const picked = await pick(r.slug, 'release/v1', { sha: 'orphan' });
      assert.equal(picked.statusCode, 200, picked.body);
      assert.equal(show(r.id, 'release/v1:root.txt'), 'r\n');
      assert.equal(show(r.id, 'release/v1:keep.txt'), 'k\n');

      const ns = (await api(t).post('/v1/repos', { slug: 'nsrepo', namespace: 'team' })).json().id as string;
      const c1 = (await api(t).post('/v1/repos/team/nsrepo/commits', { branch: 'main', message: 'one', changes: [{ path: 'x', content: '1\n' }] })).json().sha;
      const nsRes = await api(t).post('/v1/repos/team/nsrepo/branches/main/revert', { sha: c1 });
      assert.equal(nsRes.statusCode, 200, nsRes.body);
      assert.equal(gitIn(t, ns, ['ls-tree', 'main']), '');
    });

    test('bad input: unknown commit or branch 404, missing sha or extra field 400, malformed expected_sha 400', async () => {
      const r = await repo();
      assert.equal((await pick(r.slug, 'main', { sha: 'nope' })).statusCode, 404);
      assert.equal((await pick(r.slug, 'missing', { sha: 'main' })).statusCode, 404);
      assert.equal((await pick(r.slug, 'main', {})).statusCode, 400);
      assert.equal((await pick(r.slug, 'main', { sha: 'main', force: true })).statusCode, 400);
      assert.equal((await revert(r.slug, 'main', { sha: 'main', expected_sha: 'abc' })).statusCode, 400);
      assert.equal((await revert(r.slug, 'main', { sha: 'main', mainline: 0 })).statusCode, 400);
    });
  });
}
