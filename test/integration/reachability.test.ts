// src/git/forks/reachability.ts with real git: commits, trees, blobs and tags; objects only in an alternate (a fork
// network's pool); hidden refs; with and without a reachability bitmap; answers follow the refs as they move.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { GitArgError } from '../../src/git/args.js';
import { firstUnreachable, isReachable } from '../../src/git/forks/reachability.js';
import { gitSync } from '../helpers/git-client.js';
import { bareGit as git, commitFiles } from '../helpers/git.js';

describe('reachability from a repository’s refs', () => {
  let root: string;
  /** A commit whose tree holds `files` (name → content), on top of `parent`. */
  const commit = (dir: string, files: Record<string, string>, parent?: string): string => commitFiles(dir, files, Object.keys(files).join(','), parent);
  const tag = (dir: string, target: string, type: string, name: string) =>
    git(dir, ['mktag'], `object ${target}\ntype ${type}\ntag ${name}\ntagger Dev <dev@example.com> 1700000000 +0000\n\n${name}\n`);
  const init = (name: string) => {
    const dir = path.join(root, name);
    gitSync(['init', '-q', '--bare', dir]);
    return dir;
  };

  before(() => {
    root = mkdtempSync(path.join(os.tmpdir(), 'grove-reach-'));
  });
  after(() => rmSync(root, { recursive: true, force: true }));

  test('a member reaches what its refs reach, not what it only borrows from the pool', async () => {
    const pool = init('pool.git');
    const member = init('member.git');
    writeFileSync(path.join(member, 'objects', 'info', 'alternates'), `${path.join(pool, 'objects')}\n`);
    // shared history lives in the pool; the member's refs point into it
    const c1 = commit(pool, { 'a.txt': 'v1\n', 'keep.txt': 'keep\n' });
    const c2 = commit(pool, { 'a.txt': 'v2\n', 'keep.txt': 'keep\n' }, c1);
    const secret = commit(pool, { 'a.txt': 'v2\n', 'secret.txt': 'pool only\n' }, c2); // another member's commit
    const own = commit(member, { 'a.txt': 'v3\n', 'keep.txt': 'keep\n' }, c2); // the member's own, loose
    git(member, ['update-ref', 'refs/heads/main', own]);
    const oldBlob = git(member, ['rev-parse', `${c1}:a.txt`]);
    const oldTree = git(member, ['rev-parse', `${c1}^{tree}`]);
    const tipBlob = git(member, ['rev-parse', `${own}:keep.txt`]);
    const secretTree = git(member, ['rev-parse', `${secret}^{tree}`]);
    const secretBlob = git(member, ['rev-parse', `${secret}:secret.txt`]);

    for (const [oid, what] of [
      [own, 'a ref tip'],
      [c1, 'an ancestor commit'],
      [c2, 'an ancestor commit in the pool'],
      [oldTree, 'a tree of older history'],
      [oldBlob, 'a blob of older history'],
      [tipBlob, 'a blob of the tip'],
    ] as const) {
      assert.equal(await isReachable(member, oid), true, what);
    }
    for (const [oid, what] of [
      [secret, 'a pool-only commit'],
      [secretTree, 'a pool-only tree'],
      [secretBlob, 'a pool-only blob'],
      ['0123456789abcdef0123456789abcdef01234567', 'a missing object'],
    ] as const) {
      assert.equal(await isReachable(member, oid), false, what);
    }
    assert.equal(await isReachable(member, oldBlob, { types: new Map([[oldBlob, 'blob']]) }), true, 'known type');
    assert.equal(await isReachable(member, secret, { types: new Map([[secret, 'commit']]) }), false, 'known type');

    // batches: the first unreachable id (any of them), or null
    assert.equal(await firstUnreachable(member, [own, c1, oldBlob, tipBlob]), null);
    assert.equal(await firstUnreachable(member, [c1, secretBlob, oldBlob]), secretBlob);
    assert.equal(await firstUnreachable(member, [oldBlob, secret, c1]), secret);
    assert.equal(await firstUnreachable(member, []), null);

    // tags: reachable when a ref (or a reachable tag) points at them, whatever they point at
    const inner = tag(member, own, 'commit', 'inner');
    const outer = tag(member, inner, 'tag', 'outer');
    const loose = tag(member, c1, 'commit', 'loose');
    const ofSecret = tag(member, secret, 'commit', 'of-secret');
    git(member, ['update-ref', 'refs/tags/outer', outer]);
    assert.equal(await firstUnreachable(member, [outer, inner]), null, 'a tag chain from a ref');
    assert.equal(await isReachable(member, loose), false, 'a tag no ref points at (of a reachable commit)');
    assert.equal(await isReachable(member, ofSecret), false);

    // hidden refs count, and answers follow the refs (cached positives included)
    git(member, ['update-ref', 'refs/grove/snapshots/s1', secret]);
    assert.equal(await isReachable(member, secretBlob), true, 'reachable from a hidden ref');
    assert.equal(await isReachable(member, secret), true);
    git(member, ['update-ref', '-d', 'refs/grove/snapshots/s1']);
    assert.equal(await isReachable(member, secretBlob), false, 'not after the ref is gone');
    assert.equal(await isReachable(member, secret), false);
    git(member, ['update-ref', '-d', 'refs/tags/outer']);
    git(member, ['update-ref', 'refs/heads/main', c1]); // moved back: own and c2 are no longer reachable
    assert.equal(await isReachable(member, own), false);
    assert.equal(await isReachable(member, c2), false);
    assert.equal(await isReachable(member, oldBlob), true);
    git(member, ['update-ref', 'refs/heads/main', own]);
    assert.equal(await isReachable(member, c2), true);
  });

  test('exact for trees and blobs with a reachability bitmap too', async () => {
    const repo = init('bitmap.git');
    let head = commit(repo, { 'a.txt': 'v1\n', 'b.txt': 'b\n' });
    const oldBlob = git(repo, ['rev-parse', `${head}:a.txt`]);
    for (let i = 2; i < 30; i++) head = commit(repo, { 'a.txt': `v${i}\n`, 'b.txt': 'b\n' }, head);
    git(repo, ['update-ref', 'refs/heads/main', head]);
    git(repo, ['repack', '-a', '-d', '-b', '-q']);
    const stray = commit(repo, { 'a.txt': 'stray\n' }, head); // written after the bitmap, unreachable
    const strayBlob = git(repo, ['rev-parse', `${stray}:a.txt`]);
    const next = commit(repo, { 'a.txt': 'next\n', 'b.txt': 'b\n' }, head); // after the bitmap, reachable
    git(repo, ['update-ref', 'refs/heads/main', next]);
    assert.equal(await firstUnreachable(repo, [oldBlob, head, git(repo, ['rev-parse', `${next}:a.txt`])]), null);
    assert.equal(await isReachable(repo, strayBlob), false);
    assert.equal(await isReachable(repo, stray), false);
  });

  test('ids must be full lowercase object ids', async () => {
    const repo = init('args.git');
    await assert.rejects(isReachable(repo, 'HEAD'), GitArgError);
    await assert.rejects(isReachable(repo, '--all'), GitArgError);
    await assert.rejects(firstUnreachable(repo, ['A'.repeat(40)]), GitArgError);
  });
});
