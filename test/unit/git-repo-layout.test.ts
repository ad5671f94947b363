import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, describe, test } from 'node:test';
import { GitArgError } from '../../src/git/args.js';
import { readHead } from '../../src/git/refs/index.js';
import { initBareRepo, RepoExistsError, repoPath } from '../../src/git/repo-layout.js';
import { gitSync } from '../helpers/git-client.js';
import { bareGit, emptyCommitSeed } from '../helpers/git.js';

describe('repo layout', () => {
  const data = mkdtempSync(path.join(os.tmpdir(), 'grove-git-layout-'));
  after(() => rmSync(data, { recursive: true, force: true }));
  const git = (dir: string, ...args: string[]): string => bareGit(dir, args);
  const author = { name: 'Grove', email: 'grove@example.com', timestamp: 1700000000, tz: '+0000' };

  test('repoPath spreads ids over two hashed directory levels', () => {
    const p = repoPath(data, 'repo_01hx0000000000000000000000');
    assert.match(p, new RegExp(`^${data}/repos/[0-9a-f]{2}/[0-9a-f]{2}/repo_01hx0000000000000000000000\\.git$`));
    assert.equal(repoPath(data, 'repo_01hx0000000000000000000000'), p);
    assert.notEqual(path.dirname(repoPath(data, 'repo_b')), path.dirname(repoPath(data, 'repo_a')));
    for (const bad of ['../x', 'a/b', '', '.', 'x y']) assert.throws(() => repoPath(data, bad), GitArgError);
  });

  test('initBareRepo with an initial commit: fsck clean, log, clone', async () => {
    const dir = repoPath(data, 'repo_init');
    const seed = emptyCommitSeed(author);
    await initBareRepo(dir, { defaultBranch: 'main', seed });
    const head = seed.tip;
    git(dir, 'fsck', '--strict');
    assert.equal(git(dir, 'log', '--format=%H %s %an <%ae>', 'main'), `${head} Initial commit Grove <grove@example.com>`);
    assert.equal(git(dir, 'symbolic-ref', 'HEAD'), 'refs/heads/main');
    assert.equal(git(dir, 'rev-parse', '--is-bare-repository'), 'true');
    assert.equal(git(dir, 'config', 'core.fsync'), 'committed');
    assert.equal(git(dir, 'config', 'uploadpack.allowReachableSHA1InWant'), 'true');
    assert.equal(git(dir, 'config', 'gc.auto'), '0');
    assert.deepEqual(await readHead(dir), { target: 'refs/heads/main', oid: head });
    const clone = path.join(data, 'clone');
    gitSync(['clone', '-q', dir, clone]);
    assert.equal(gitSync(['-C', clone, 'log', '--format=%s']).trim(), 'Initial commit');
    // no temporary directory left next to the repository
    assert.deepEqual(readdirSync(path.dirname(dir)), [path.basename(dir)]);
  });

  test('empty repository with a nested default branch', async () => {
    const dir = repoPath(data, 'repo_empty');
    await initBareRepo(dir, { defaultBranch: 'team/trunk' });
    assert.equal(readFileSync(path.join(dir, 'HEAD'), 'utf8'), 'ref: refs/heads/team/trunk\n');
    assert.equal(git(dir, 'symbolic-ref', 'HEAD'), 'refs/heads/team/trunk');
    git(dir, 'fsck', '--strict');
    const clone = path.join(data, 'clone-empty');
    gitSync(['clone', '-q', dir, clone]);
    // a push into it works (receive-pack accepts our config)
    gitSync(['-C', clone, 'commit', '-q', '--allow-empty', '-m', 'first']);
    gitSync(['-C', clone, 'push', '-q', 'origin', 'HEAD:refs/heads/team/trunk']);
    assert.equal(git(dir, 'log', '--format=%s', 'team/trunk'), 'first');
    const seed = emptyCommitSeed(author, 'x\n');
    await initBareRepo(repoPath(data, 'repo_nested'), { defaultBranch: 'a/b', seed });
    assert.equal(git(repoPath(data, 'repo_nested'), 'rev-parse', 'a/b'), seed.tip);
  });

  test('refuses to overwrite an existing repository and validates the branch', async () => {
    const dir = repoPath(data, 'repo_twice');
    await initBareRepo(dir, { defaultBranch: 'main' });
    await assert.rejects(initBareRepo(dir, { defaultBranch: 'main' }), RepoExistsError);
    assert.deepEqual(readdirSync(path.dirname(dir)), [path.basename(dir)]);
    await assert.rejects(initBareRepo(repoPath(data, 'repo_bad'), { defaultBranch: 'a..b' }), GitArgError);
    assert.equal(existsSync(repoPath(data, 'repo_bad')), false);
  });

});
