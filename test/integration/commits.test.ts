import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { api, startTestGrove, type TestGrove } from '../helpers/grove.js';
import { fsck, gitIn } from '../helpers/git.js';

describe('commits API', () => {
  let t: TestGrove;
  let repoId: string;
  let head: string;
  const commit = (body: object) => api(t).post('/v1/repos/app/commits', { branch: 'main', message: 'change', ...body });
  const file = (path: string, ref = 'main') => gitIn(t, repoId, ['show', `${ref}:${path}`]);

  before(async () => {
    t = await startTestGrove();
    await t.grove.services.orgs.setPlan(t.org, 'paid');
    repoId = (await api(t).post('/v1/repos', { slug: 'app' })).json().id;
    head = gitIn(t, repoId, ['rev-parse', 'main']).trim();
  });
  after(() => t.close());

  test('multi-file create with nested paths, utf-8 and base64; 201 with sha, tree_sha, branch, parent', async () => {
    const res = await commit({
      message: 'add files',
      author: { name: 'Ada', email: 'ada@example.com' },
      parent_sha: head,
      changes: [
        { path: 'README.md', content: '# App\nline two\nline three\n' },
        { path: 'src/deep/nested/util.ts', content: 'export const x = 1;\n' },
        { path: 'bin/logo.png', content: Buffer.from([0, 1, 2, 255]).toString('base64'), encoding: 'base64' },
      ],
    });
    assert.equal(res.statusCode, 201, res.body);
    const body = res.json();
    assert.match(body.sha, /^[0-9a-f]{40}$/);
    assert.equal(body.parent, head);
    assert.equal(body.branch, 'main');
    assert.equal(body.tree_sha, gitIn(t, repoId, ['rev-parse', `${body.sha}^{tree}`]).trim());
    assert.equal(gitIn(t, repoId, ['rev-parse', 'main']).trim(), body.sha);
    assert.equal(file('src/deep/nested/util.ts'), 'export const x = 1;\n');
    assert.deepEqual(Buffer.from(gitIn(t, repoId, ['cat-file', 'blob', 'main:bin/logo.png']), 'latin1').length, 4);
    assert.equal(gitIn(t, repoId, ['log', '-1', '--format=%an <%ae>|%s', 'main']).trim(), 'Ada <ada@example.com>|add files');
    fsck(t, repoId);
    head = body.sha;
  });

  test('edit: string edits then range edits bottom-to-top; delete and rename', async () => {
    const res = await commit({
      parent_sha: head,
      changes: [
        { path: 'README.md', action: 'edit', edits: [{ old_string: 'line two', new_string: 'LINE 2' }, { range: [3, 3], content: 'third' }, { range: [1, 1], content: '# Title' }] },
        { path: 'bin/logo.png', action: 'delete' },
        { path: 'src/deep/nested/util.ts', action: 'rename', new_path: 'lib/util.ts' },
      ],
    });
    assert.equal(res.statusCode, 201, res.body);
    head = res.json().sha;
    assert.equal(file('README.md'), '# Title\nLINE 2\nthird\n');
    assert.equal(file('lib/util.ts'), 'export const x = 1;\n');
    assert.equal(gitIn(t, repoId, ['ls-tree', '-r', '--name-only', 'main']).trim().split('\n').sort().join(','), 'README.md,lib/util.ts');
    fsck(t, repoId);
  });

  test('string edit matching zero or two places is 422 and writes nothing', async () => {
    for (const old_string of ['absent text', 'i']) {
      const res = await commit({ changes: [{ path: 'README.md', action: 'edit', edits: [{ old_string, new_string: 'x' }] }] });
      assert.equal(res.statusCode, 422, res.body);
      assert.equal(res.json().code, 'UNPROCESSABLE');
    }
    const omitted = await commit({ changes: [{ path: 'README.md', action: 'edit', edits: [{ old_string: 'LINE 2\n' }] }] });
    assert.equal(omitted.statusCode, 201, 'omitting new_string deletes the match');
    head = omitted.json().sha;
    assert.equal(file('README.md'), '# Title\nthird\n');
  });

  test('parent_sha compare-and-swap: a stale parent is 409 and the branch is unchanged', async () => {
    const stale = gitIn(t, repoId, ['rev-parse', 'main~1']).trim();
    const res = await commit({ parent_sha: stale, changes: [{ path: 'x.txt', content: 'x' }] });
    assert.equal(res.statusCode, 409);
    assert.equal(res.json().code, 'CONFLICT');
    assert.equal(res.json().current_sha, head);
    assert.equal(gitIn(t, repoId, ['rev-parse', 'main']).trim(), head);
  });

  test('path rules: traversal, absolute, .git, control characters, empty segments are 400', async () => {
    for (const path of ['../escape', 'a/../b', '/abs', '.git/config', 'a/.GIT/x', 'a//b', 'a/', 'nul\u0000x', 'tab\tx', './a', 'back\\slash']) {
      const res = await commit({ changes: [{ path, content: 'x' }] });
      assert.equal(res.statusCode, 400, `${JSON.stringify(path)}: ${res.body}`);
      assert.equal(res.json().code, 'VALIDATION_ERROR');
    }
    const rename = await commit({ changes: [{ path: 'README.md', action: 'rename', new_path: '../out' }] });
    assert.equal(rename.statusCode, 400);
  });

  test('bad input: overlapping ranges, bad base64, unknown action, empty changes, lazy_edit of markers only, missing files 404', async () => {
    const cases: [object, number][] = [
      [{ changes: [{ path: 'README.md', action: 'edit', edits: [{ range: [1, 2], content: 'a' }, { range: [2, 3], content: 'b' }] }] }, 400],
      [{ changes: [{ path: 'README.md', action: 'edit', edits: [{ range: [3, 1], content: 'a' }] }] }, 400],
      [{ changes: [{ path: 'README.md', action: 'edit', edits: [{ range: [1, 99], content: 'a' }] }] }, 422],
      [{ changes: [{ path: 'f.bin', content: 'not*base64!', encoding: 'base64' }] }, 400],
      [{ changes: [{ path: 'f', action: 'explode' }] }, 400],
      [{ changes: [] }, 400],
      [{ changes: [{ path: 'f' }] }, 400],
      [{ changes: [{ path: 'README.md', action: 'lazy_edit', edit_snippet: '// ... existing code ...' }] }, 400],
      [{ changes: [{ path: 'nope.txt', action: 'delete' }] }, 404],
      [{ changes: [{ path: 'nope.txt', action: 'edit', edits: [{ old_string: 'a', new_string: 'b' }] }] }, 404],
      [{ changes: [{ path: 'README.md', action: 'rename', new_path: 'lib/util.ts' }] }, 422],
      [{ changes: [{ path: 'README.md/child', content: 'x' }] }, 422],
      [{ changes: [{ path: 'x', content: 'x' }], parent_sha: 'abc' }, 400],
      [{ changes: [{ path: 'x', content: 'x' }], branch: 'bad..name' }, 400],
      [{ changes: [{ path: 'x', content: 'x' }], message: '' }, 400],
      [{ changes: [{ path: 'x', content: 'x' }], author: { name: 'A <b>', email: 'e@x' } }, 400],
      [{ changes: [{ path: 'x', content: 'x' }], branch: 'no-such-branch' }, 404],
    ];
    for (const [body, status] of cases) {
      const res = await commit(body);
      assert.equal(res.statusCode, status, `${JSON.stringify(body)} → ${res.body}`);
      assert.ok(res.json().code, 'error body has a code');
    }
    assert.equal(gitIn(t, repoId, ['rev-parse', 'main']).trim(), head, 'nothing was committed');
  });

  test('limits: 1,001 files and a file over 10 MB are 413; a 50 KB+ message is 413', async () => {
    const many = Array.from({ length: 1001 }, (_, i) => ({ path: `f${i}`, content: '' }));
    assert.equal((await commit({ changes: many })).statusCode, 413);
    const big = await commit({ changes: [{ path: 'big.bin', content: Buffer.alloc(10 * 1024 * 1024 + 1).toString('base64'), encoding: 'base64' }] });
    assert.equal(big.statusCode, 413);
    assert.equal((await commit({ message: 'm'.repeat(50 * 1024 + 1), changes: [{ path: 'x', content: 'x' }] })).statusCode, 413);
  });

  test('new branch needs parent_sha; without it the commit lands on top of the current head', async () => {
    const res = await commit({ branch: 'feature/one', parent_sha: head, changes: [{ path: 'feature.txt', content: 'f\n' }] });
    assert.equal(res.statusCode, 201, res.body);
    assert.equal(res.json().parent, head);
    const onTop = await commit({ changes: [{ path: 'top.txt', content: 't\n' }] });
    assert.equal(onTop.statusCode, 201);
    assert.equal(onTop.json().parent, head);
    head = onTop.json().sha;
  });

  test('root commit into an empty repository', async () => {
    const id = (await api(t).post('/v1/repos', { slug: 'empty', init: false })).json().id;
    const res = await api(t).post('/v1/repos/empty/commits', { branch: 'main', message: 'first', changes: [{ path: 'a.txt', content: 'a' }] });
    assert.equal(res.statusCode, 201, res.body);
    assert.equal(res.json().parent, null);
    assert.deepEqual(res.json().parents, []);
    assert.equal(gitIn(t, id, ['rev-list', '--count', 'main']).trim(), '1');
    assert.equal((await api(t).get('/v1/repos/empty')).json().is_empty, false);
  });

  test('history: newest first, limit, cursor pages, ref/branch/SHA, single commit with tree and caching', async () => {
    const all = gitIn(t, repoId, ['rev-list', 'main']).trim().split('\n');
    const page1 = (await api(t).get('/v1/repos/app/commits?limit=2')).json();
    assert.deepEqual(page1.commits.map((c: { sha: string }) => c.sha), all.slice(0, 2));
    assert.equal(page1.has_more, true);
    assert.equal(page1.ref, 'main');
    const page2 = (await api(t).get(`/v1/repos/app/commits?limit=100&cursor=${page1.next_cursor}`)).json();
    assert.deepEqual(page2.commits.map((c: { sha: string }) => c.sha), all.slice(2));
    assert.equal(page2.has_more, false);
    assert.equal(page2.next_cursor, null);
    const c = page1.commits[0];
    for (const field of ['sha', 'message', 'author_name', 'author_email', 'timestamp', 'parents']) assert.ok(field in c, field);
    const byBranch = (await api(t).get('/v1/repos/app/commits?branch=feature/one&limit=1')).json();
    assert.equal(byBranch.commits[0].message, 'change', 'a message reads back exactly as it was sent');
    const bySha = (await api(t).get(`/v1/repos/app/commits?ref=${all[1]}&limit=1`)).json();
    assert.equal(bySha.commits[0].sha, all[1]);
    const single = await api(t).get(`/v1/repos/app/commits/${all[0]}`);
    assert.equal(single.statusCode, 200);
    assert.equal(single.json().tree, gitIn(t, repoId, ['rev-parse', `${all[0]}^{tree}`]).trim());
    assert.match(String(single.headers['cache-control']), /immutable/);
    const again = await api(t).get(`/v1/repos/app/commits/${all[0]}`, { 'if-none-match': String(single.headers.etag) });
    assert.equal(again.statusCode, 304);
    for (const [url, status] of [['/v1/repos/app/commits?ref=nope', 404], ['/v1/repos/app/commits/' + '0'.repeat(40), 404], ['/v1/repos/app/commits?limit=101', 400], ['/v1/repos/app/commits?cursor=zz', 400], ['/v1/repos/app/commits?ref=a..b', 400]] as const) {
      assert.equal((await api(t).get(url)).statusCode, status, url);
    }
  });

  test('history pages over a merge concatenate to exactly git rev-list', async () => {
    const id = (await api(t).post('/v1/repos', { slug: 'merges' })).json().id;
    const git = (args: string[], date?: string) => gitIn(t, id, args, { date }).trim();
    const tree = git(['rev-parse', 'main^{tree}']);
    let left = git(['rev-parse', 'main']);
    let right = left;
    // Interleaved committer dates on two lines of history, then a merge.
    for (let i = 0; i < 4; i++) {
      left = git(['commit-tree', tree, '-p', left, '-m', `left ${i}`], `${1_700_000_000 + i * 20} +0000`);
      right = git(['commit-tree', tree, '-p', right, '-m', `right ${i}`], `${1_700_000_010 + i * 20} +0000`);
    }
    const merge = git(['commit-tree', tree, '-p', left, '-p', right, '-m', 'merge'], '1700001000 +0000');
    git(['update-ref', 'refs/heads/main', merge]);
    const expected = git(['rev-list', 'main']).split('\n');
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const url: string = `/v1/repos/merges/commits?limit=3${cursor ? `&cursor=${cursor}` : ''}`;
      const page = (await api(t).get(url)).json();
      seen.push(...page.commits.map((c: { sha: string }) => c.sha));
      cursor = page.next_cursor;
    } while (cursor);
    assert.deepEqual(seen, expected);
  });
});
