// What lets a repeated instant fork skip work: "nothing to move" for a member, and reachable-object counts
// remembered by ref tips. Real git on real bare repositories.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { ensurePool, moveObjectsToPool, releaseMovedFiles, writeAlternates } from '../../src/git/forks/network.js';
import { isFullyMoved } from '../../src/git/forks/fully-moved.js';
import { ReachableCounts, tipsKey } from '../../src/git/forks/reachable-count.js';
import { initBareRepo } from '../../src/git/repo-layout.js';
import { bareGit as git, commitFiles } from '../helpers/git.js';

describe('fork fast path', () => {
  let root: string;
  /** A commit of one file on top of `parent`, written as one pack (as Grove's writers do), on main. */
  const commit = (dir: string, file: string, content: string, parent?: string): string => {
    const made = commitFiles(dir, { [file]: content }, file, parent);
    git(dir, ['update-ref', 'refs/heads/main', made]);
    git(dir, ['repack', '-q', '-d', '--no-write-bitmap-index']);
    return made;
  };

  before(() => {
    root = mkdtempSync(path.join(os.tmpdir(), 'grove-fork-fast-'));
  });
  after(() => rmSync(root, { recursive: true, force: true }));

  test('isFullyMoved: only a member whose every object file is already in its pool, without a bitmap of its own', async () => {
    const source = path.join(root, 'a', 'source.git');
    const pool = path.join(root, 'a', 'pool.git');
    await initBareRepo(source, { defaultBranch: 'main' });
    await ensurePool(pool);
    const first = commit(source, 'a.txt', 'one\n');
    assert.equal(isFullyMoved(source, pool), false, 'not a member yet');
    const moved = await moveObjectsToPool(source, pool);
    assert.equal(isFullyMoved(source, pool), false, 'objects moved, but it does not read the pool yet');
    await writeAlternates(source, pool);
    assert.equal(isFullyMoved(source, pool), true, 'moved and reading the pool: links awaiting release are fine');
    await releaseMovedFiles(source, pool, moved);
    assert.equal(isFullyMoved(source, pool), true, 'after the release it holds nothing of its own');

    commit(source, 'b.txt', 'two\n', first);
    assert.equal(isFullyMoved(source, pool), false, 'a new pack is not in the pool');
    await moveObjectsToPool(source, pool);
    assert.equal(isFullyMoved(source, pool), true);
    git(source, ['hash-object', '-w', '--stdin'], 'loose\n');
    assert.equal(isFullyMoved(source, pool), false, 'nor is a new loose object');
    await moveObjectsToPool(source, pool);
    assert.equal(isFullyMoved(source, pool), true);
    git(source, ['repack', '-q', '-a', '-d', '--write-bitmap-index']);
    assert.equal(isFullyMoved(source, pool), false, 'a repack writes a new pack (and a bitmap of its own)');
    assert.equal(isFullyMoved(source, path.join(root, 'a', 'other-pool.git')), false, 'another pool');
  });

  test('ReachableCounts: counted once per set of tips, in any repository holding them, in any order', async () => {
    const repo = path.join(root, 'b.git');
    await initBareRepo(repo, { defaultBranch: 'main' });
    const c1 = commit(repo, 'a.txt', 'one\n');
    const c2 = commit(repo, 'b.txt', 'two\n', c1);
    const expected = Number(git(repo, ['rev-list', '--objects', c2, c1]).split('\n').length);
    const counts = new ReachableCounts();
    assert.equal(counts.known([c2, c1]), undefined);
    assert.equal(counts.known([]), 0);
    const [a, b] = await Promise.all([counts.count(repo, [c2, c1]), counts.count(repo, [c1, c2, c1])]);
    assert.deepEqual([a, b], [expected, expected]);
    assert.equal(counts.known([c1, c2]), expected);
    assert.equal(tipsKey([c1, c2]), tipsKey([c2, c1, c2]));
    assert.notEqual(tipsKey([c1]), tipsKey([c1, c2]));
    // a known count needs no repository at all
    assert.equal(await counts.count(path.join(root, 'missing.git'), [c2, c1]), expected);
    assert.equal(await counts.count(repo, [c1]), Number(git(repo, ['rev-list', '--objects', c1]).split('\n').length));
    await assert.rejects(counts.count(path.join(root, 'missing.git'), [c2]), 'an unknown count in a repository without the objects fails');
  });
});
