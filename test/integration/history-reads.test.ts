// Reads an agent makes every minute: file history and date/author filters (answers compared with git log on
// the same repository), changed files of one commit, sizes in tree listings, and empty repositories.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { repoPath } from '../../src/git/repo-layout.js';
import { api, startTestGrove, type TestGrove } from '../helpers/grove.js';
import { gitIn } from '../helpers/git.js';

/** A work tree whose commits carry the dates and authors given (git's clean environment, no user config). */
function workTree(): { dir: string; commit(message: string, date: string, author: string, files: Record<string, string | null>): void; git(args: string[]): string } {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'grove-history-'));
  const env = { PATH: process.env.PATH ?? '', HOME: dir, GIT_CONFIG_NOSYSTEM: '1', GIT_TERMINAL_PROMPT: '0' };
  const git = (args: string[], extra: Record<string, string> = {}) => execFileSync('git', args, { cwd: dir, env: { ...env, ...extra }, encoding: 'utf8' });
  git(['init', '-q', '-b', 'main']);
  return {
    dir,
    git: (args) => git(args),
    commit(message, date, author, files) {
      for (const [file, content] of Object.entries(files)) {
        if (content === null) {
          git(['rm', '-q', file]);
          continue;
        }
        mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
        writeFileSync(path.join(dir, file), content);
        git(['add', file]);
      }
      const [name, email] = author.split(':') as [string, string];
      const who = { GIT_AUTHOR_NAME: name, GIT_AUTHOR_EMAIL: email, GIT_COMMITTER_NAME: name, GIT_COMMITTER_EMAIL: email };
      git(['commit', '-q', '--allow-empty', '-m', message], { ...who, GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date });
    },
  };
}

describe('history filters, changed files, tree sizes, empty repositories', () => {
  let t: TestGrove;
  let repoId: string;
  let work: ReturnType<typeof workTree>;
  const shas = (body: { commits: { sha: string }[] }) => body.commits.map((c) => c.sha);
  const gitLog = (...args: string[]) => gitIn(t, repoId, ['log', '--format=%H', ...args]).split('\n').filter(Boolean);
  const list = async (query: string) => {
    const res = await api(t).get(`/v1/repos/hist/commits?${/limit=/.test(query) ? '' : 'limit=100&'}${query}`);
    assert.equal(res.statusCode, 200, res.body);
    return res.json();
  };

  before(async () => {
    t = await startTestGrove();
    await t.grove.services.orgs.setPlan(t.org, 'paid');
    repoId = (await api(t).post('/v1/repos', { slug: 'hist', init: false })).json().id;
    work = workTree();
    work.commit('root', '2026-01-01T10:00:00Z', 'Ada Lovelace:ada@example.com', { 'src/a.txt': 'a1\n', 'README.md': 'hi\n' });
    work.commit('touch readme', '2026-01-02T10:00:00Z', 'Bob:bob@example.com', { 'README.md': 'hi there\n' });
    work.git(['checkout', '-q', '-b', 'feature']);
    work.commit('feature edits a', '2026-01-03T10:00:00Z', 'Carol:carol@example.com', { 'src/a.txt': 'a2\n' });
    work.commit('feature adds b', '2026-01-04T10:00:00Z', 'Carol:carol@example.com', { 'src/b.txt': 'b\n' });
    work.git(['checkout', '-q', 'main']);
    work.commit('main edits readme', '2026-01-05T10:00:00Z', 'Ada Lovelace:ada@example.com', { 'README.md': 'hello\n' });
    work.git(['-c', 'user.name=M', '-c', 'user.email=m@example.com', 'merge', '-q', '--no-ff', '-m', 'merge feature', 'feature']);
    work.commit('remove b', '2026-01-07T10:00:00Z', 'Bob:bob@example.com', { 'src/b.txt': null });
    work.commit('readd a elsewhere', '2026-01-08T10:00:00Z', 'Bob:bob@example.com', { 'docs/a.md': 'doc\n' });
    execFileSync('git', ['--git-dir', repoPath(t.dataDir, repoId), 'fetch', '-q', work.dir, '+refs/heads/*:refs/heads/*'], { env: { PATH: process.env.PATH ?? '', GIT_CONFIG_NOSYSTEM: '1', HOME: work.dir } });
  });
  after(async () => {
    await t.close();
    rmSync(work.dir, { recursive: true, force: true });
  });

  test('path: the commits git log -- <path> shows, for files, folders and paths changed on a merged branch', async () => {
    for (const p of ['src/a.txt', 'src/b.txt', 'src', 'src/', 'README.md', 'docs/a.md', 'missing.txt']) {
      const body = await list(`path=${encodeURIComponent(p)}`);
      assert.deepEqual(shas(body), gitLog('main', '--', p.replace(/\/$/, '')), `path ${p}`);
    }
    assert.ok(gitLog('main', '--', 'src/a.txt').length >= 2, 'the fixture has a file history across the merge');
  });

  test('path filter pages concatenate to the whole file history', async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const body: { commits: { sha: string }[]; next_cursor: string | null; has_more: boolean } = await list(`path=src&limit=1${cursor ? `&cursor=${cursor}` : ''}`);
      assert.ok(body.commits.length <= 1);
      seen.push(...shas(body));
      cursor = body.next_cursor;
      assert.equal(body.has_more, cursor !== null);
    } while (cursor);
    assert.deepEqual(seen, gitLog('main', '--', 'src'));
  });

  test('since / until filter on the committer date as git log does; a date alone means the whole day', async () => {
    assert.deepEqual(shas(await list('since=2026-01-04')), gitLog('main', '--since=2026-01-04T00:00:00Z'));
    assert.deepEqual(shas(await list('until=2026-01-03')), gitLog('main', '--until=2026-01-03T23:59:59Z'));
    assert.deepEqual(shas(await list('since=2026-01-02T00:00:00Z&until=2026-01-05T12:00:00Z')), gitLog('main', '--since=2026-01-02T00:00:00Z', '--until=2026-01-05T12:00:00Z'));
    const bad = await api(t).get('/v1/repos/hist/commits?since=yesterday');
    assert.equal(bad.statusCode, 400);
    assert.match(bad.json().error, /since must be an ISO 8601 date/);
  });

  test('author matches text in "name <email>", case-insensitively, and combines with path', async () => {
    assert.deepEqual(shas(await list('author=carol')), gitLog('main', '-i', '--author=carol'));
    assert.deepEqual(shas(await list('author=ADA@example')), gitLog('main', '-i', '--author=ada@example'));
    assert.deepEqual(shas(await list('author=bob&path=src')), gitLog('main', '-i', '--author=bob', '--', 'src'));
    assert.deepEqual(shas(await list('author=nobody')), []);
  });

  test('a bad path filter is a 400 naming the rule', async () => {
    const res = await api(t).get('/v1/repos/hist/commits?path=../etc');
    assert.equal(res.statusCode, 400);
    assert.match(res.json().error, /path/);
  });

  test('one commit with ?files=true lists its changes against the first parent, with line counts', async () => {
    const tip = gitLog('main', '-1')[0]!;
    const plain = (await api(t).get(`/v1/repos/hist/commits/${tip}`)).json();
    assert.equal(plain.files, undefined);
    const withFiles = await api(t).get(`/v1/repos/hist/commits/${tip}?files=true`);
    assert.equal(withFiles.statusCode, 200, withFiles.body);
    assert.deepEqual(withFiles.json().files, [{ path: 'docs/a.md', status: 'added', additions: 1, deletions: 0, binary: false }]);
    assert.notEqual(withFiles.headers.etag, (await api(t).get(`/v1/repos/hist/commits/${tip}`)).headers.etag);
    const removal = gitLog('main', '-1', '--', 'src/b.txt')[0]!;
    assert.deepEqual((await api(t).get(`/v1/repos/hist/commits/${removal}?files=true`)).json().files, [{ path: 'src/b.txt', status: 'removed', additions: 0, deletions: 1, binary: false }]);
    const root = gitLog('main', '--reverse')[0]!;
    assert.deepEqual((await api(t).get(`/v1/repos/hist/commits/${root}?files=true`)).json().files.map((f: { path: string }) => f.path), ['README.md', 'src/a.txt']);
  });

  test('tree items carry the size of files (as git ls-tree -l), not of folders', async () => {
    const res = await api(t).get('/v1/repos/hist/tree/main?recursive=true');
    assert.equal(res.statusCode, 200, res.body);
    const expected = new Map(
      gitIn(t, repoId, ['ls-tree', '-r', '-l', 'main'])
        .trim()
        .split('\n')
        .map((line) => {
          const [meta, file] = line.split('\t') as [string, string];
          return [file, Number(meta.trim().split(/\s+/)[3])];
        }),
    );
    for (const item of res.json().items as { path: string; type: string; size?: number }[]) {
      if (item.type === 'folder') assert.equal(item.size, undefined, item.path);
      else assert.equal(item.size, expected.get(item.path), item.path);
    }
    const flat = (await api(t).get('/v1/repos/hist/tree/main/src')).json();
    assert.deepEqual(flat.items.map((i: { name: string; size: number }) => [i.name, i.size]), [['a.txt', 3]]);
  });

  test('a repository with no commit lists no commits and an empty root, and still 404s other refs and paths', async () => {
    await api(t).post('/v1/repos', { slug: 'blank', init: false });
    for (const url of ['/v1/repos/blank/commits', '/v1/repos/blank/commits?ref=main', '/v1/repos/blank/commits?ref=HEAD']) {
      const res = await api(t).get(url);
      assert.equal(res.statusCode, 200, `${url}: ${res.body}`);
      assert.deepEqual(res.json(), { commits: [], ref: res.json().ref, has_more: false, next_cursor: null });
    }
    for (const url of ['/v1/repos/blank/tree/main', '/v1/repos/blank/tree/main/', '/v1/repos/blank/tree/HEAD?recursive=true']) {
      const res = await api(t).get(url);
      assert.equal(res.statusCode, 200, `${url}: ${res.body}`);
      assert.deepEqual(res.json().items, []);
      assert.equal(res.json().sha, null);
    }
    assert.equal((await api(t).get('/v1/repos/blank/tree/main/src')).statusCode, 404);
    assert.equal((await api(t).get('/v1/repos/blank/tree/other')).statusCode, 404);
    assert.equal((await api(t).get('/v1/repos/blank/commits?ref=other')).statusCode, 404);
  });
});
