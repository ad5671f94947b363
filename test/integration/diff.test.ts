import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { repoPath } from '../../src/git/repo-layout.js';
import { gitSync } from '../helpers/git-client.js';
import { commitFiles, fastImportCommit } from '../helpers/git.js';
import { api, startTestGrove, type TestGrove } from '../helpers/grove.js';

/** git in a bare repository; stdout as git printed it. */
const git = (dir: string, args: string[], input?: Buffer | string): string => gitSync(args, { gitDir: dir, input });
const commit = fastImportCommit;

/** Sum of `git diff --numstat` (binary files, shown as '-', count 0). */
function numstatTotals(dir: string, base: string, head: string): { files: number; additions: number; deletions: number } {
  const lines = git(dir, ['diff', '--numstat', '--no-renames', base, head]).split('\n').filter(Boolean);
  let additions = 0;
  let deletions = 0;
  for (const line of lines) {
    const [a, d] = line.split('\t');
    additions += a === '-' ? 0 : Number(a);
    deletions += d === '-' ? 0 : Number(d);
  }
  return { files: lines.length, additions, deletions };
}

/** `git diff -U<n>` split into per-file chunks, keyed by the b/ path of their header. */
function gitPatches(dir: string, base: string, head: string, context: number): Map<string, string> {
  const out = git(dir, ['diff', '--no-renames', '--no-color', `-U${context}`, base, head]);
  const map = new Map<string, string>();
  for (const chunk of out.split(/^(?=diff --git )/m).filter(Boolean)) {
    // unusual names are C-quoted in the header; keep them under the raw header line
    const path = /^diff --git a\/(.*) b\//.exec(chunk)?.[1] ?? chunk.slice(0, chunk.indexOf('\n'));
    map.set(path, (map.get(path) ?? '') + chunk);
  }
  return map;
}

interface DiffFile {
  path: string;
  status: string;
  old_sha: string | null;
  new_sha: string | null;
  additions: number;
  deletions: number;
  binary: boolean;
  patch?: string | null;
}

describe('diff API', () => {
  let t: TestGrove;
  let dir: string;
  let base: string;
  let head: string;
  const longFile = Array.from({ length: 60 }, (_, i) => `line ${i + 1}\n`).join('');

  before(async () => {
    t = await startTestGrove();
    await t.grove.services.orgs.setPlan(t.org, 'paid');
    const created = await api(t).post('/v1/repos', { slug: 'cmp' });
    assert.equal(created.statusCode, 201, created.body);
    dir = repoPath(t.dataDir, created.json().id);
    base = commit(dir, 'main', {
      'keep.txt': 'unchanged\n',
      'edit.txt': 'one\ntwo\nthree\n',
      'gone.txt': 'bye\nbye\n',
      'long.txt': longFile,
      'image.bin': Buffer.from([0, 1, 2, 3, 4]),
      'old-name.txt': 'moving\ncontent\n',
      'script.sh': 'echo hi\n',
      'to-link.txt': 'was a file\n',
    });
    git(dir, ['tag', '-a', 'v1', '-m', 'first release', base]);
    git(dir, ['tag', 'light', base]);
    head = commit(dir, 'main', {
      'edit.txt': 'one\n2\nthree\nfour\n',
      'gone.txt': null,
      'new.txt': 'fresh\nfile\nhere\n',
      'long.txt': longFile.replace('line 10\n', 'line ten\n').replace('line 50\n', 'line fifty\n'),
      'image.bin': Buffer.from([0, 9, 9, 9]),
      'old-name.txt': null,
      'new-name.txt': 'moving\ncontent\n',
      'script.sh': { mode: '100755', content: 'echo hi\n' },
      'to-link.txt': { symlink: 'keep.txt' },
      'dir with space/ünïcode "q".txt': 'odd name\n',
    });
    git(dir, ['update-ref', 'refs/heads/feature', head]);
  });
  after(() => t.close());

  const diff = (query: string) => api(t).get(`/v1/repos/cmp/diff?${query}`);

  test('statuses added / modified / removed with old_sha and new_sha (null when absent)', async () => {
    const res = await diff(`base=${base}&head=${head}`);
    assert.equal(res.statusCode, 200, res.body);
    const body = res.json();
    assert.equal(body.base, base);
    assert.equal(body.head, head);
    const byPath = new Map<string, DiffFile>(body.files.map((f: DiffFile) => [f.path, f]));
    const blob = (rev: string, path: string) => git(dir, ['rev-parse', `${rev}:${path}`]).trim();
    assert.deepEqual(
      { ...byPath.get('edit.txt') },
      { path: 'edit.txt', status: 'modified', old_sha: blob(base, 'edit.txt'), new_sha: blob(head, 'edit.txt'), old_mode: '100644', new_mode: '100644', additions: 2, deletions: 1, binary: false },
    );
    const added = byPath.get('new.txt')!;
    assert.equal(added.status, 'added');
    assert.equal(added.old_sha, null);
    assert.equal(added.new_sha, blob(head, 'new.txt'));
    assert.equal(added.additions, 3);
    const removed = byPath.get('gone.txt')!;
    assert.equal(removed.status, 'removed');
    assert.equal(removed.old_sha, blob(base, 'gone.txt'));
    assert.equal(removed.new_sha, null);
    assert.equal(removed.deletions, 2);
    assert.equal(byPath.has('keep.txt'), false);
    assert.equal(byPath.get('script.sh')!.status, 'modified', 'mode change');
    assert.equal(byPath.get('to-link.txt')!.status, 'modified', 'type change');
    assert.equal(byPath.get('image.bin')!.binary, true);
    assert.deepEqual([byPath.get('image.bin')!.additions, byPath.get('image.bin')!.deletions], [0, 0]);
    assert.equal(byPath.get('dir with space/ünïcode "q".txt')!.status, 'added');
    assert.equal(body.files.every((f: DiffFile) => f.patch === undefined), true, 'no patch unless asked');
    // same order as git
    const names = git(dir, ['diff', '--no-renames', '--name-only', '-z', base, head]).split('\0').filter(Boolean);
    assert.deepEqual(body.files.map((f: DiffFile) => f.path), names);
  });

  test('totals equal git diff --numstat', async () => {
    const body = (await diff(`base=${base}&head=${head}`)).json();
    const expected = numstatTotals(dir, base, head);
    assert.equal(body.total_files_changed, expected.files);
    assert.equal(body.total_additions, expected.additions);
    assert.equal(body.total_deletions, expected.deletions);
    assert.equal(body.total_files_changed, body.files.length);
    assert.equal(body.total_additions, body.files.reduce((n: number, f: DiffFile) => n + f.additions, 0));
    // and in the other direction
    const reverse = (await diff(`base=${head}&head=${base}`)).json();
    const back = numstatTotals(dir, head, base);
    assert.deepEqual([reverse.total_files_changed, reverse.total_additions, reverse.total_deletions], [back.files, back.additions, back.deletions]);
    assert.equal(reverse.files.find((f: DiffFile) => f.path === 'gone.txt').status, 'added');
  });

  test('renames are reported as removed + added', async () => {
    const files: DiffFile[] = (await diff(`base=${base}&head=${head}`)).json().files;
    assert.equal(files.find((f) => f.path === 'old-name.txt')?.status, 'removed');
    assert.equal(files.find((f) => f.path === 'new-name.txt')?.status, 'added');
  });

  test('patch=true: each file carries its git diff text; default context is 3', async () => {
    const body = (await diff(`base=${base}&head=${head}&patch=true`)).json();
    assert.equal(body.patch_truncated, false);
    const expected = gitPatches(dir, base, head, 3);
    assert.equal(body.files.length, expected.size);
    for (const f of body.files as DiffFile[]) {
      if (f.path.includes('"')) {
        const header = '"a/dir with space/\\303\\274n\\303\\257code \\"q\\".txt" "b/dir with space/\\303\\274n\\303\\257code \\"q\\".txt"';
        assert.equal(f.patch, expected.get(`diff --git ${header}`), 'C-quoted header mapped back to the path');
        continue;
      }
      assert.equal(f.patch, expected.get(f.path), f.path);
    }
    const long = (body.files as DiffFile[]).find((f) => f.path === 'long.txt')!;
    assert.match(long.patch!, /@@ -7,7 \+7,7 @@/);
    assert.match((body.files as DiffFile[]).find((f) => f.path === 'to-link.txt')!.patch!, /deleted file mode 100644[\s\S]*new file mode 120000/);
    assert.match((body.files as DiffFile[]).find((f) => f.path === 'image.bin')!.patch!, /Binary files/);
  });

  test('context is honoured (compared with git diff -U<n>)', async () => {
    for (const context of [0, 1, 10, 20]) {
      const body = (await diff(`base=${base}&head=${head}&patch=true&context=${context}`)).json();
      const expected = gitPatches(dir, base, head, context);
      for (const name of ['long.txt', 'edit.txt', 'new.txt', 'gone.txt', 'script.sh']) {
        assert.equal(body.files.find((f: DiffFile) => f.path === name).patch, expected.get(name), `${name} -U${context}`);
      }
    }
    const zero = (await diff(`base=${base}&head=${head}&patch=true&context=0`)).json();
    assert.match(zero.files.find((f: DiffFile) => f.path === 'long.txt').patch, /@@ -10 \+10 @@.*\n-line 10\n\+line ten\n@@ -50 \+50 @@/);
  });

  test('context above 20, negative or not a number is 400; base or head missing is 400', async () => {
    for (const q of [`base=${base}&head=${head}&context=21`, `base=${base}&head=${head}&context=-1`, `base=${base}&head=${head}&context=x`, `head=${head}`, `base=${base}`, '', `base=&head=${head}`]) {
      const res = await diff(q);
      assert.equal(res.statusCode, 400, q);
      assert.equal(res.json().code, 'VALIDATION_ERROR');
    }
  });

  test('branches, annotated and lightweight tags, and SHAs as base and head', async () => {
    const byTag = (await diff('base=v1&head=main')).json();
    assert.equal(byTag.base, base, 'annotated tag peeled to its commit');
    assert.equal(byTag.head, head);
    const mixed = (await diff(`base=light&head=feature`)).json();
    assert.deepEqual([mixed.base, mixed.head], [base, head]);
    assert.equal(mixed.total_files_changed, byTag.total_files_changed);
    const short = (await diff(`base=${base.slice(0, 8)}&head=${head.slice(0, 12)}`)).json();
    assert.deepEqual([short.base, short.head], [base, head], 'abbreviated SHAs');
    const same = await diff('base=main&head=feature');
    assert.equal(same.statusCode, 200);
    assert.deepEqual(same.json().files, []);
    assert.deepEqual([same.json().total_files_changed, same.json().total_additions, same.json().total_deletions], [0, 0, 0]);
  });

  test('unknown base or head is 404; malformed refs are 400', async () => {
    assert.equal((await diff(`base=nope&head=${head}`)).statusCode, 404);
    assert.equal((await diff(`base=${base}&head=${'c'.repeat(40)}`)).statusCode, 404);
    assert.equal((await diff(`base=-U9&head=main`)).statusCode, 400);
    assert.equal((await diff(`base=main..feature&head=main`)).statusCode, 400);
    assert.equal((await diff(`base=--output=/tmp/x&head=main`)).statusCode, 400);
    const tree = git(dir, ['rev-parse', `${head}^{tree}`]).trim();
    assert.equal((await diff(`base=${tree}&head=main`)).statusCode, 400, 'a tree id is not a commit');
  });

  test('another organization gets 404; the namespaced form works', async () => {
    const otherKey = await t.createOrg('rival', 'paid');
    const res = await api(t, otherKey).get(`/v1/repos/cmp/diff?base=${base}&head=${head}`);
    assert.equal(res.statusCode, 404);
    assert.equal(res.json().code, 'NOT_FOUND');
    const ns = await api(t).post('/v1/repos', { slug: 'cmp2', namespace: 'team' });
    const nsDir = repoPath(t.dataDir, ns.json().id);
    const a = git(nsDir, ['rev-parse', 'refs/heads/main']).trim();
    const b = commit(nsDir, 'main', { 'x.txt': 'x\n' });
    const nsDiff = await api(t).get(`/v1/repos/team/cmp2/diff?base=${a}&head=${b}`);
    assert.equal(nsDiff.statusCode, 200, nsDiff.body);
    assert.deepEqual(nsDiff.json().files.map((f: DiffFile) => [f.path, f.status]), [['x.txt', 'added']]);
  });

  test('patches past 10 MB are cut: later files get patch null and patch_truncated is true', async () => {
    const before = commit(dir, 'huge', { 'a.txt': 'small\n' });
    const bigText = Array.from({ length: 400_000 }, (_, i) => `row ${i} of a large generated file\n`).join(''); // ~13 MB
    const after = commit(dir, 'huge', { 'a.txt': 'small change\n', 'z.txt': bigText });
    const body = (await diff(`base=${before}&head=${after}&patch=true`)).json();
    assert.equal(body.patch_truncated, true);
    const a = body.files.find((f: DiffFile) => f.path === 'a.txt');
    const z = body.files.find((f: DiffFile) => f.path === 'z.txt');
    assert.match(a.patch, /\+small change/);
    assert.equal(z.patch, null);
    assert.equal(z.additions, 400_000, 'counts are complete even when the patch is cut');
    assert.equal(body.total_additions, numstatTotals(dir, before, after).additions);
  });
});

describe('diff API: three-dot compare', () => {
  let t: TestGrove;
  let dir: string;
  let fork: string;
  let main: string;
  let feature: string;

  before(async () => {
    t = await startTestGrove();
    await t.grove.services.orgs.setPlan(t.org, 'paid');
    const created = await api(t).post('/v1/repos', { slug: 'dots' });
    dir = repoPath(t.dataDir, created.json().id);
    fork = commit(dir, 'main', { 'shared.txt': 'one\n', 'base.txt': 'b\n' });
    git(dir, ['update-ref', 'refs/heads/feature', fork]);
    feature = commit(dir, 'feature', { 'feature.txt': 'f\n', 'shared.txt': 'one\nfeature\n' });
    main = commit(dir, 'main', { 'main-only.txt': 'm\n', 'base.txt': null });
  });
  after(() => t.close());

  const paths = (body: { files: DiffFile[] }) => body.files.map((f) => f.path);

  test('three-dot diffs head against the merge base, as git diff base...head, and says which base it used', async () => {
    const res = await api(t).get(`/v1/repos/dots/diff?base=main&head=feature&mode=three-dot&patch=true`);
    assert.equal(res.statusCode, 200, res.body);
    const body = res.json();
    assert.equal(body.mode, 'three-dot');
    assert.equal(body.merge_base_sha, fork);
    assert.equal(body.base, main, 'base is still the commit base named');
    assert.equal(body.head, feature);
    const expected = git(dir, ['diff', '--no-renames', '--name-only', '-z', 'main...feature']).split('\0').filter(Boolean);
    assert.deepEqual(paths(body), expected);
    assert.deepEqual(paths(body), ['feature.txt', 'shared.txt'], "main's own changes are not in it");
    assert.equal(body.files.find((f: DiffFile) => f.path === 'shared.txt').patch, gitPatches(dir, fork, feature, 3).get('shared.txt'));
  });

  test('two-dot stays the default and reports no merge base', async () => {
    const body = (await api(t).get(`/v1/repos/dots/diff?base=main&head=feature`)).json();
    assert.equal(body.mode, 'two-dot');
    assert.equal(body.merge_base_sha, null);
    assert.deepEqual(paths(body), git(dir, ['diff', '--no-renames', '--name-only', '-z', 'main', 'feature']).split('\0').filter(Boolean));
    assert.ok(paths(body).includes('main-only.txt'));
  });

  test('base an ancestor of head: the merge base is base; head behind base: an empty diff', async () => {
    const ahead = (await api(t).get(`/v1/repos/dots/diff?base=${fork}&head=feature&mode=three-dot`)).json();
    assert.equal(ahead.merge_base_sha, fork);
    assert.deepEqual(paths(ahead), ['feature.txt', 'shared.txt']);
    const behind = (await api(t).get(`/v1/repos/dots/diff?base=feature&head=${fork}&mode=three-dot`)).json();
    assert.equal(behind.merge_base_sha, fork);
    assert.deepEqual(behind.files, []);
  });

  test('unrelated histories are a 422; an unknown mode is a 400', async () => {
    const orphan = commitFiles(dir, { 'x.txt': 'x\n' }, 'orphan');
    git(dir, ['update-ref', 'refs/heads/orphan', orphan]);
    const unrelated = await api(t).get(`/v1/repos/dots/diff?base=main&head=orphan&mode=three-dot`);
    assert.equal(unrelated.statusCode, 422, unrelated.body);
    assert.equal(unrelated.json().code, 'UNPROCESSABLE');
    assert.match(unrelated.json().error, /no common ancestor/);
    assert.equal((await api(t).get(`/v1/repos/dots/diff?base=main&head=orphan`)).statusCode, 200, 'two-dot needs no common ancestor');
    const bad = await api(t).get(`/v1/repos/dots/diff?base=main&head=feature&mode=four-dot`);
    assert.equal(bad.statusCode, 400);
    assert.equal(bad.json().code, 'VALIDATION_ERROR');
  });
});
