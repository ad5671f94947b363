// Blame and archive as a user sees them: compared with git's own blame and archive, through keyed and public routes.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { after, before, describe, test } from 'node:test';
import { archiveStream } from '../../src/git/history/archive.js';
import { repoPath } from '../../src/git/repo-layout.js';
import { gitBytes, gitSync } from '../helpers/git-client.js';
import { api, startTestGrove, type TestGrove } from '../helpers/grove.js';

describe('blame and archive', () => {
  let t: TestGrove;
  let dir: string;
  let first: string;
  let second: string;
  let third: string;
  const anon = () => api(t, null);

  async function commit(message: string, author: string, changes: object[]): Promise<string> {
    const res = await api(t).post('/v1/repos/lib/commits', { branch: 'main', message, author: { name: author, email: `${author.toLowerCase()}@example.com` }, changes });
    assert.equal(res.statusCode, 201, res.body);
    return res.json().sha;
  }

  before(async () => {
    t = await startTestGrove();
    await t.grove.services.orgs.setPlan(t.org, 'paid');
    const created = await api(t).post('/v1/repos', { slug: 'lib', visibility: 'public' });
    dir = repoPath(t.dataDir, created.json().id);
    await api(t).post('/v1/repos', { slug: 'hidden' });
    await api(t).post('/v1/repos/hidden/commits', { branch: 'main', message: 'x', changes: [{ path: 'a.txt', content: 'a\n' }] });
    first = await commit('Add util\n\nbody', 'Ada', [{ path: 'src/util.ts', content: 'a\nb\nc\nd\n' }, { path: 'README.md', content: '# lib\n' }, { path: 'empty.txt', content: '' }]);
    second = await commit('Change b', 'Bob', [{ path: 'src/util.ts', content: 'a\nB\nc\nd\ne' }]);
    third = await commit('Move util', 'Cy', [{ path: 'src/util.ts', action: 'delete' }, { path: 'lib/util.ts', content: 'a\nB\nc\nd\ne' }, { path: 'docs/guide.md', content: 'g\n' }]);
    gitSync(['update-ref', 'refs/heads/feature/x', second], { gitDir: dir });
  });
  after(() => t.close());

  /** git blame's commit per line, for comparison. */
  const gitBlameShas = (rev: string, path: string) =>
    gitSync(['blame', '--porcelain', rev, '--', path], { gitDir: dir })
      .split('\n')
      .filter((l) => /^[0-9a-f]{40} \d+ \d+/.test(l))
      .map((l) => l.slice(0, 40));

  test('blame gives each line its commit, author, time and original line, and each commit once', async () => {
    const res = await api(t).get(`/v1/repos/lib/blame/${second}/src/util.ts`);
    assert.equal(res.statusCode, 200, res.body);
    const body = res.json();
    assert.deepEqual([body.sha, body.path, body.start_line, body.end_line, body.total_lines, body.truncated], [second, 'src/util.ts', 1, 5, 5, false]);
    assert.deepEqual(body.lines.map((l: { sha: string }) => l.sha), gitBlameShas(second, 'src/util.ts'));
    assert.deepEqual(body.lines.map((l: { content: string }) => l.content), ['a', 'B', 'c', 'd', 'e']);
    const time = Number(gitSync(['log', '-1', '--format=%at', second], { gitDir: dir }).trim());
    assert.deepEqual(body.lines[1], { line: 2, sha: second, original_line: 2, original_path: 'src/util.ts', author_name: 'Bob', author_email: 'bob@example.com', timestamp: time, content: 'B' });
    assert.equal(body.lines[0].author_name, 'Ada');
    assert.deepEqual(body.commits.map((c: { sha: string }) => c.sha).sort(), [first, second].sort());
    const ada = body.commits.find((c: { sha: string }) => c.sha === first);
    // not a boundary: the repository's initial commit comes before it, without the file (so no previous)
    assert.deepEqual([ada.summary, ada.boundary, ada.previous_sha], ['Add util', false, null]);
    const bob = body.commits.find((c: { sha: string }) => c.sha === second);
    assert.deepEqual([bob.summary, bob.boundary, bob.previous_sha, bob.previous_path], ['Change b', false, first, 'src/util.ts']);
  });

  test('a line range; branch names with slashes; HEAD; a moved file keeps its lines’ history', async () => {
    const range = (await api(t).get(`/v1/repos/lib/blame/main/lib/util.ts?start_line=2&end_line=3`)).json();
    assert.deepEqual(range.lines.map((l: { line: number; content: string }) => [l.line, l.content]), [[2, 'B'], [3, 'c']]);
    assert.deepEqual([range.start_line, range.end_line, range.total_lines], [2, 3, 5]);
    assert.deepEqual(range.lines.map((l: { sha: string }) => l.sha), gitBlameShas(third, 'lib/util.ts').slice(1, 3));
    const slashed = await api(t).get(`/v1/repos/lib/blame/feature/x/src/util.ts?start_line=5`);
    assert.equal(slashed.statusCode, 200, slashed.body);
    assert.deepEqual([slashed.json().ref, slashed.json().lines.length, slashed.json().lines[0].content], ['feature/x', 1, 'e']);
    const head = (await api(t).get(`/v1/repos/lib/blame/HEAD/README.md`)).json();
    assert.equal(head.lines[0].sha, first);
    const empty = (await api(t).get(`/v1/repos/lib/blame/main/empty.txt`)).json();
    assert.deepEqual([empty.total_lines, empty.lines, empty.start_line, empty.end_line], [0, [], 0, 0]);
  });

  test('blame refuses what it cannot answer: 400 for bad ranges, 404 for folders and unknown paths', async () => {
    const cases: [string, number, RegExp][] = [
      ['main/lib/util.ts?start_line=6', 400, /past the end.*5 line/],
      ['main/lib/util.ts?start_line=3&end_line=2', 400, /must not be before/],
      ['main/lib/util.ts?end_line=9', 400, /past the end/],
      ['main/lib/util.ts?start_line=0', 400, /start_line/],
      ['main/lib/util.ts?lines=3', 400, /lines/],
      ['main/empty.txt?start_line=1', 400, /empty/],
      ['main/lib', 404, /folder/],
      ['main/nope.txt', 404, /file 'nope.txt' at 'main' does not exist/],
      ['nope/lib/util.ts', 404, /'nope' does not exist/],
      ['main/lib//util.ts', 400, /path/],
    ];
    for (const [rest, status, message] of cases) {
      const res = await api(t).get(`/v1/repos/lib/blame/${rest}`);
      assert.equal(res.statusCode, status, `${rest}: ${res.body}`);
      assert.match(res.json().error, message, rest);
      assert.ok(res.json().code, rest);
    }
  });

  test('archive is git archive streamed: tar.gz by default, zip on request, under <slug>-<short sha>/', async () => {
    const tgz = await api(t).get(`/v1/repos/lib/archive/main`);
    assert.equal(tgz.statusCode, 200, tgz.body);
    assert.equal(tgz.headers['content-type'], 'application/gzip');
    const prefix = `lib-${third.slice(0, 7)}/`;
    assert.equal(tgz.headers['content-disposition'], `attachment; filename="lib-${third.slice(0, 7)}.tar.gz"`);
    assert.equal(tgz.headers['x-content-sha'], third);
    assert.ok(tgz.rawPayload.equals(gitBytes(['archive', '--format=tar.gz', `--prefix=${prefix}`, third], { gitDir: dir })), 'the same bytes as git archive');
    const listed = spawnSync('tar', ['-tzf', '-'], { input: tgz.rawPayload }).stdout.toString().split('\n').filter(Boolean).sort();
    assert.deepEqual(listed, [prefix, `${prefix}README.md`, `${prefix}docs/`, `${prefix}docs/guide.md`, `${prefix}empty.txt`, `${prefix}lib/`, `${prefix}lib/util.ts`].sort());

    const zip = await api(t).get(`/v1/repos/lib/archive/feature/x?format=zip`);
    assert.equal(zip.statusCode, 200, zip.body);
    assert.equal(zip.headers['content-type'], 'application/zip');
    assert.ok(zip.rawPayload.equals(gitBytes(['archive', '--format=zip', `--prefix=lib-${second.slice(0, 7)}/`, second], { gitDir: dir })));
  });

  test('archive of one path keeps the full paths; bad paths and formats are refused', async () => {
    const part = await api(t).get(`/v1/repos/lib/archive/main?path=docs`);
    assert.equal(part.statusCode, 200, part.body);
    const listed = spawnSync('tar', ['-tzf', '-'], { input: part.rawPayload }).stdout.toString().split('\n').filter(Boolean);
    assert.deepEqual(listed.filter((p) => !p.endsWith('/')), [`lib-${third.slice(0, 7)}/docs/guide.md`]);
    const cases: [string, number][] = [
      ['main?path=nope', 404],
      ['main?path=../etc', 400],
      ['main?path=%3A(exclude)docs', 404],
      ['main?path=-x', 404],
      ['main?format=rar', 400],
      ['nope', 404],
      ['main?path=/docs', 400],
    ];
    for (const [rest, status] of cases) {
      const res = await api(t).get(`/v1/repos/lib/archive/${rest}`);
      assert.equal(res.statusCode, status, `${rest}: ${res.body}`);
      assert.equal(typeof res.json().code, 'string');
    }
  });

  test('public repositories get blame and archive without a key; private ones are not found', async () => {
    const base = `/v1/orgs/${t.org}/repos`;
    const blame = await anon().get(`${base}/lib/blame/main/README.md`);
    assert.equal(blame.statusCode, 200, blame.body);
    assert.equal(blame.json().lines[0].content, '# lib');
    const archive = await anon().get(`${base}/lib/archive/main?format=zip`);
    assert.equal(archive.statusCode, 200);
    assert.equal(archive.headers['content-type'], 'application/zip');
    assert.equal((await anon().get(`${base}/hidden/blame/main/a.txt`)).statusCode, 404);
    assert.equal((await anon().get(`${base}/hidden/archive/main`)).statusCode, 404);
    assert.equal((await anon().get(`/v1/repos/lib/blame/main/README.md`)).statusCode, 401);
  });

  test('an archive past its size cap fails instead of ending short, and git is stopped', async () => {
    let ended = false;
    const started = archiveStream(dir, third, { format: 'tar.gz', prefix: 'x/', path: '', timeoutMs: 10_000, maxBytes: 64 }, () => (ended = true));
    // the cap is passed before the first bytes could be sent: an error answer, not a broken 200
    await assert.rejects(started, /exceeds 64 bytes/);
    await new Promise((r) => setTimeout(r, 100));
    assert.equal(ended, true);
  });
});
