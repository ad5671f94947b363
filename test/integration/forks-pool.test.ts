// The fork-network storage engine on its own: object moves, releases and the pool sweep, with real git.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { dropLocalBitmaps, ensurePool, listObjectFiles, moveObjectsToPool, releaseMovedFiles, writeAlternates } from '../../src/git/forks/network.js';
import { createForkRepo, snapshotRefs, type ForkState } from '../../src/git/forks/fork-repo.js';
import { sweepPool } from '../../src/git/forks/pool-sweep.js';
import { initBareRepo } from '../../src/git/repo-layout.js';
import { runGitSync } from '../helpers/git-client.js';
import { bareGit as git, commitFiles, hasObject as has } from '../helpers/git.js';

const STATE: ForkState = { version: 1, materialization: 'sync', materialized: true, reachableObjects: null, ownObjectsAtCreation: 0, materializedAt: null };
const DAY = 86_400_000;

describe('fork network storage', () => {
  let root: string;
  let n = 0;
  const fsck = (dir: string) => git(dir, ['fsck', '--strict', '--no-dangling']);

  /** A commit of one file on top of `parent` (or a root commit), written into `dir`'s own objects. */
  const commit = (dir: string, file: string, content: string, parent?: string): string => commitFiles(dir, { [file]: content }, `add ${file}`, parent);
  async function setup() {
    const base = path.join(root, `case-${n++}`);
    const source = path.join(base, 'source.git');
    const pool = path.join(base, 'pool.git');
    await initBareRepo(source, { defaultBranch: 'main' });
    await ensurePool(pool);
    return { base, source, pool };
  }
  async function join(source: string, pool: string, opts: { release: boolean }) {
    const moved = await moveObjectsToPool(source, pool);
    await writeAlternates(source, pool);
    if (opts.release) await releaseMovedFiles(source, pool, moved);
    return moved;
  }

  before(() => {
    root = mkdtempSync(path.join(os.tmpdir(), 'grove-pool-'));
  });
  after(() => rmSync(root, { recursive: true, force: true }));

  test('moving hard-links (same inodes), the source keeps working, releasing leaves it nothing of its own', async () => {
    const { source, pool } = await setup();
    const a = commit(source, 'a.txt', 'a\n');
    git(source, ['update-ref', 'refs/heads/main', a]);
    git(source, ['repack', '-a', '-d', '-q']);
    const b = commit(source, 'b.txt', 'b\n', a); // loose
    git(source, ['update-ref', 'refs/heads/main', b]);
    const moved = await moveObjectsToPool(source, pool);
    assert.ok(moved.some((f) => f.endsWith('.pack')) && moved.some((f) => !f.startsWith('pack/')));
    for (const rel of moved) {
      const ino = (dir: string) => Number(execFileSync('stat', ['-c', '%i', path.join(dir, 'objects', rel)], { encoding: 'utf8' }));
      assert.equal(ino(source), ino(pool), `${rel} is a hard link, not a copy`);
    }
    await writeAlternates(source, pool);
    fsck(source);
    assert.equal(await releaseMovedFiles(source, pool, moved), moved.length);
    const left = await listObjectFiles(source);
    assert.deepEqual({ packs: left.packs.size, loose: left.loose.length }, { packs: 0, loose: 0 });
    fsck(source);
    assert.ok(has(source, b));
  });

  test('files already moved but not yet released are not moved again (no second copy after a sweep)', async () => {
    const { source, pool } = await setup();
    const a = commit(source, 'a.txt', 'a\n');
    git(source, ['update-ref', 'refs/heads/main', a]);
    git(source, ['repack', '-a', '-d', '-q']);
    const first = await join(source, pool, { release: false });
    assert.ok(first.some((f) => f.endsWith('.pack')));
    // A sweep rewrites the pool's objects into a pack of its own and drops the linked copy.
    git(pool, ['repack', '-a', '-d', '-q', '--keep-unreachable']);
    const inPack = () => Number(/in-pack: (\d+)/.exec(git(pool, ['count-objects', '-v']))![1]);
    const before = inPack();
    const again = await moveObjectsToPool(source, pool);
    assert.deepEqual(again, [], 'nothing new to move');
    assert.equal(inPack(), before, 'the pool holds each object once');
    // Once released, the record is cleared and later objects move as usual.
    await releaseMovedFiles(source, pool, first);
    const b = commit(source, 'b.txt', 'b\n', a);
    git(source, ['update-ref', 'refs/heads/main', b]);
    assert.ok((await moveObjectsToPool(source, pool)).length > 0);
  });

  test('one bitmap: the pool takes the source\'s, the source keeps none, clones print no bitmap warning', async () => {
    const { base, source, pool } = await setup();
    const a = commit(source, 'a.txt', 'a\n');
    git(source, ['update-ref', 'refs/heads/main', a]);
    git(source, ['repack', '-a', '-d', '-q', '--write-bitmap-index']);
    await join(source, pool, { release: false });
    await dropLocalBitmaps(source);
    const bitmaps = (dir: string) => readdirSync(path.join(dir, 'objects', 'pack')).filter((f) => f.endsWith('.bitmap'));
    assert.equal(bitmaps(pool).length, 1);
    assert.equal(bitmaps(source).length, 0);
    // another repository with its own bitmap moving into the same pool does not bring a second one
    const other = path.join(base, 'other.git');
    await initBareRepo(other, { defaultBranch: 'main' });
    git(other, ['update-ref', 'refs/heads/main', commit(other, 'o.txt', 'o\n')]);
    git(other, ['repack', '-a', '-d', '-q', '--write-bitmap-index']);
    assert.equal(bitmaps(other).length, 1);
    await join(other, pool, { release: false });
    await dropLocalBitmaps(other);
    assert.equal(bitmaps(pool).length, 1);
    const clone = runGitSync(['clone', '--bare', '--no-local', source, path.join(base, 'clone.git')]);
    assert.equal(clone.code, 0, clone.stderr);
    assert.doesNotMatch(clone.stderr, /bitmap/);
  });

  test("the sweep keeps pool objects reached only through a member's own commits", async () => {
    const { base, source, pool } = await setup();
    const a = commit(source, 'a.txt', 'a\n');
    const b = commit(source, 'b.txt', 'b\n', a);
    git(source, ['update-ref', 'refs/heads/main', b]);
    await join(source, pool, { release: true });
    const fork = path.join(base, 'fork.git');
    await createForkRepo(fork, { defaultBranch: 'main', refs: await snapshotRefs(source), poolDir: pool, state: STATE });
    const c = commit(fork, 'c.txt', 'c\n', b); // in the fork's own objects
    git(fork, ['update-ref', 'refs/heads/main', c]);
    git(source, ['update-ref', 'refs/heads/main', a]); // b is now reachable only from the fork's own commit

    const now = Date.now();
    await sweepPool(pool, [source, fork], { graceMs: 0, now });
    const report = await sweepPool(pool, [source, fork], { graceMs: 0, now: now + DAY });
    assert.ok(has(pool, b), 'b stays: the fork reaches it through c');
    assert.equal(has(pool, c), false, "the fork's own commit never enters the pool");
    assert.ok(report.reachable >= 5, JSON.stringify(report));
    fsck(fork);
    fsck(source);
    assert.ok(report.bitmap, 'the pool gets a reachability bitmap');
    assert.ok(readdirSync(path.join(pool, 'objects', 'pack')).some((f) => /^multi-pack-index-.*\.bitmap$/.test(f)));
  });

  test('an object a member still holds a copy of (links not yet released) stays in the pool', async () => {
    const { base, source, pool } = await setup();
    const a = commit(source, 'a.txt', 'a\n');
    git(source, ['update-ref', 'refs/heads/main', a]);
    git(source, ['repack', '-a', '-d', '-q']);
    const moved = await join(source, pool, { release: false });
    const fork = path.join(base, 'fork.git');
    await createForkRepo(fork, { defaultBranch: 'main', refs: await snapshotRefs(source), poolDir: pool, state: STATE });
    const now = Date.now();
    await sweepPool(pool, [source, fork], { graceMs: 0, now });
    await sweepPool(pool, [source, fork], { graceMs: 0, now: now + DAY });
    assert.ok(has(pool, a), 'the pool itself still holds the commit');
    await releaseMovedFiles(source, pool, moved);
    fsck(source);
    fsck(fork);
  });

  test('unreachable objects: kept within the grace period (counted from the first sweep that saw them), then deleted', async () => {
    const { source, pool } = await setup();
    const a = commit(source, 'a.txt', 'a\n');
    const junk = commit(source, 'junk.txt', 'junk\n', a);
    git(source, ['update-ref', 'refs/heads/main', a]);
    await join(source, pool, { release: true });
    const now = Date.now();
    // the junk was written long ago, but its grace starts when a sweep first finds it unreachable
    const first = await sweepPool(pool, [source], { graceMs: DAY, now: now + 10 * DAY });
    assert.ok(has(pool, junk));
    assert.ok(first.unreachableKept >= 3, JSON.stringify(first));
    await sweepPool(pool, [source], { graceMs: DAY, now: now + 10 * DAY + DAY / 2 });
    assert.ok(has(pool, junk), 'half the grace period later it is still there');
    const last = await sweepPool(pool, [source], { graceMs: DAY, now: now + 12 * DAY });
    assert.equal(has(pool, junk), false);
    assert.equal(last.unreachableKept, 0);
    assert.ok(has(pool, a));
    fsck(source);
  });

  test('a sweep with a broken member aborts before deleting anything', async () => {
    const { base, source, pool } = await setup();
    const a = commit(source, 'a.txt', 'a\n');
    git(source, ['update-ref', 'refs/heads/main', a]);
    await join(source, pool, { release: true });
    const broken = path.join(base, 'broken.git');
    await initBareRepo(broken, { defaultBranch: 'main' });
    await writeAlternates(broken, pool);
    git(broken, ['update-ref', 'refs/heads/main', a]); // valid now...
    const before = readdirSync(path.join(pool, 'objects', 'pack')).sort();
    // ...then point a ref at an object nobody has
    execFileSync('sh', ['-c', `echo 0123456789012345678901234567890123456789 > "${path.join(broken, 'refs', 'heads', 'ghost')}"`]);
    await assert.rejects(sweepPool(pool, [source, broken], { graceMs: 0, now: Date.now() + DAY }));
    assert.deepEqual(readdirSync(path.join(pool, 'objects', 'pack')).filter((f) => before.includes(f)).sort(), before, 'nothing was deleted');
    assert.ok(has(pool, a));
  });
});
