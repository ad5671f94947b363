import assert from 'node:assert/strict';
import { mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync, existsSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runGit } from '../../src/git/exec.js';
import { after, describe, test } from 'node:test';
import {
  DEFAULT_POLICY,
  inspectRepo,
  planMaintenance,
  readMidxPackNames,
  removeLeftovers,
  runMaintenance,
  type PackInfo,
  type RepoState,
} from '../../src/git/maintenance/index.js';
import { MAINTENANCE_LOCK_FILE, tryAcquireMaintenanceLock } from '../../src/git/maintenance/lock.js';
import { hashObject } from '../../src/git/objects/format.js';
import { writeLooseObject } from '../../src/git/objects/pack-writer.js';
import { listRefs, updateRef } from '../../src/git/refs/index.js';
import { bareGit as git } from '../helpers/git.js';
import { CommitWriter, makeRepo, missingObjects, writeUnreachable } from '../integration/maintenance-fixture.js';

const FAST = { nice: 0, changedPaths: false };

describe('git maintenance', () => {
  const root = mkdtempSync(path.join(os.tmpdir(), 'grove-git-maint-'));
  let n = 0;
  const newRepo = () => makeRepo(path.join(root, `r${n++}.git`));
  after(() => rmSync(root, { recursive: true, force: true }));

  test('inspectRepo: packs, object counts from the idx, midx membership, bitmap and commit-graph', async () => {
    const dir = await newRepo();
    const fresh = await inspectRepo(dir);
    assert.equal(fresh.packs.length, 1);
    assert.equal(fresh.packedObjects, 2); // empty tree + initial commit
    assert.equal(fresh.hasMidx, false);
    assert.equal(fresh.hasBitmap, false);
    assert.equal(fresh.hasCommitGraph, false);
    assert.equal(fresh.packsOutsideMidx, 1);
    assert.equal(fresh.looseEstimate, 0);

    const w = new CommitWriter(dir);
    for (let i = 0; i < 5; i++) await w.commit(3);
    const grown = await inspectRepo(dir);
    assert.equal(grown.packs.length, 6);
    const inPack = Number(/in-pack: (\d+)/.exec(git(dir, ['count-objects', '-v']))![1]);
    assert.equal(grown.packedObjects, inPack, 'idx-size estimate is exact below 2 GiB');
    assert.equal(grown.objectsOutsideBitmap, inPack);

    await runMaintenance(dir, { mode: 'geometric', reasons: ['test'] }, FAST);
    const done = await inspectRepo(dir);
    assert.equal(done.hasMidx, true);
    assert.equal(done.hasMidxBitmap, true);
    assert.equal(done.hasCommitGraph, true);
    assert.equal(done.packsOutsideMidx, 0);
    assert.equal(done.objectsOutsideBitmap, 0);
    const onDisk = readdirSync(path.join(dir, 'objects', 'pack')).filter((f) => f.endsWith('.idx')).map((f) => f.slice(0, -4));
    assert.deepEqual([...(await readMidxPackNames(path.join(dir, 'objects', 'pack', 'multi-pack-index')))!].sort(), onDisk.sort());

    await w.commit(1);
    const after1 = await inspectRepo(dir);
    assert.equal(after1.packsOutsideMidx, 1, 'a pack written after the midx is seen as outside it');
    assert.ok(after1.objectsOutsideBitmap > 0);
  });

  test('inspectRepo extrapolates loose objects from objects/17 like gc --auto', async () => {
    const dir = await newRepo();
    let written = 0;
    for (let i = 0; written < 2; i++) {
      const data = Buffer.from(`loose ${i}\n`);
      if (!hashObject('blob', data).startsWith('17')) continue;
      await writeLooseObject(dir, 'blob', data, { fsync: false });
      written++;
    }
    assert.equal((await inspectRepo(dir)).looseEstimate, 512);
  });

  test('planMaintenance: thresholds for geometric and full repacks', () => {
    const now = Date.UTC(2026, 0, 10);
    const pack = (over: Partial<PackInfo>): PackInfo => ({
      name: `pack-${Math.random()}`, objects: 10, mtimeMs: now - 1000, cruft: false, keep: false, bitmap: false, inMidx: true, ...over,
    });
    const state = (packs: PackInfo[], over: Partial<RepoState> = {}): RepoState => ({
      packs,
      packedObjects: packs.reduce((s, p) => s + p.objects, 0),
      looseEstimate: 0,
      hasMidx: true,
      midxMtimeMs: now - 1000,
      hasMidxBitmap: true,
      hasBitmap: true,
      packsOutsideMidx: packs.filter((p) => !p.inMidx && !p.cruft).length,
      objectsOutsideBitmap: packs.filter((p) => !p.inMidx && !p.cruft).reduce((s, p) => s + p.objects, 0),
      hasCommitGraph: true,
      hasAlternates: false,
      looseRefs: 0,
      ...over,
    });
    const plan = (s: RepoState) => planMaintenance(s, DEFAULT_POLICY, now);

    assert.equal(plan(state([])).mode, null, 'empty repository');
    assert.equal(plan(state([pack({ objects: 5000 })])).mode, null, 'one bitmapped pack');
    const small = Array.from({ length: 7 }, () => pack({ inMidx: false }));
    assert.equal(plan(state([pack({ objects: 5000 }), ...small])).mode, null, '7 new packs: not yet');
    const eight = plan(state([pack({ objects: 5000 }), ...small, pack({ inMidx: false })]));
    assert.equal(eight.mode, 'geometric');
    assert.match(eight.reasons.join(), /8 packs outside/);
    assert.equal(plan(state([pack({ objects: 5000 }), pack({ objects: 1500, inMidx: false })])).mode, 'geometric', 'big push into a bitmapped repo');
    assert.equal(plan(state([pack({})], { looseEstimate: 512 })).mode, 'geometric');

    const noBitmap = { hasBitmap: false, hasMidxBitmap: false, hasMidx: false, midxMtimeMs: null };
    assert.equal(plan(state([pack({ objects: 2, inMidx: false }), pack({ objects: 990, inMidx: false })], noBitmap)).mode, null, 'small repo');
    const firstPush = plan(state([pack({ objects: 2, inMidx: false }), pack({ objects: 1200, inMidx: false })], noBitmap));
    assert.equal(firstPush.mode, 'full');
    assert.match(firstPush.reasons.join(), /no bitmap yet/);
    assert.equal(plan(state([pack({ objects: 5000, inMidx: false })], { ...noBitmap, hasAlternates: true })).mode, null, 'alternates: no bitmap possible');

    const old = pack({ objects: 5000, mtimeMs: now - 8 * 24 * 3600_000 });
    assert.equal(plan(state([old])).mode, null, 'old base pack alone: nothing to merge');
    assert.equal(plan(state([old, pack({ cruft: true })])).mode, null, 'the cruft pack does not count');
    assert.equal(plan(state([old, pack({})])).mode, 'full', 'weekly full repack once something was added');

    const many = { looseRefs: DEFAULT_POLICY.maxLooseRefs };
    assert.equal(plan(state([pack({ objects: 5000 })], { looseRefs: DEFAULT_POLICY.maxLooseRefs - 1 })).mode, null, 'a few loose refs');
    const refsOnly = plan(state([pack({ objects: 5000 })], many));
    assert.equal(refsOnly.mode, 'refs', 'loose refs alone: pack them, no repack');
    assert.match(refsOnly.reasons.join(), /32 loose refs/);
    assert.equal(plan(state([], many)).mode, 'refs', 'refs of an empty object store');
    const both = plan(state([pack({ objects: 5000 }), pack({ objects: 1500, inMidx: false })], many));
    assert.equal(both.mode, 'geometric', 'a repack that is due anyway packs the refs too');
    assert.match(both.reasons.join(), /loose refs/);
  });

  test('never loses unreachable objects, packed or loose (geometric and full, repeatedly)', async () => {
    const dir = await newRepo();
    const w = new CommitWriter(dir);
    const kept: string[] = [];
    for (let i = 0; i < 6; i++) {
      await w.commit(2);
      kept.push(...(await writeUnreachable(dir)));
    }
    kept.push(await writeLooseObject(dir, 'blob', Buffer.from('loose and unreachable\n'), { fsync: false }));
    // a branch deleted after its objects were packed
    const doomed = await w.commit(1);
    await updateRef(dir, 'refs/heads/tmp', doomed, null, { fsync: false });
    await updateRef(dir, 'refs/heads/main', (await git(dir, ['rev-parse', 'main~1'])).trim(), doomed, { fsync: false });
    await updateRef(dir, 'refs/heads/tmp', null, doomed, { fsync: false });
    kept.push(doomed);

    for (const mode of ['geometric', 'full', 'geometric', 'full'] as const) {
      await runMaintenance(dir, { mode, reasons: ['test'] }, FAST);
      assert.deepEqual(missingObjects(dir, kept), [], `after ${mode}`);
    }
    const state = await inspectRepo(dir);
    assert.ok(state.packs.some((p) => p.cruft), 'unreachable objects went to a cruft pack');
    git(dir, ['fsck', '--strict', '--no-progress']);
    assert.ok(!readdirSync(path.join(dir, 'objects')).some((d) => /^[0-9a-f]{2}$/.test(d) && readdirSync(path.join(dir, 'objects', d)).length > 0), 'loose objects were packed');
  });

  test('a repository that received commits ends with a bitmap that git verifies', async () => {
    const dir = await newRepo();
    const w = new CommitWriter(dir);
    for (let i = 0; i < 12; i++) await w.commit(3);
    const report = await runMaintenance(dir, { mode: 'full', reasons: ['test'] }, FAST);
    assert.deepEqual(report.steps.map((s) => s.step), ['cleanup', 'repack (full)', 'commit-graph']);
    const files = readdirSync(path.join(dir, 'objects', 'pack'));
    assert.ok(files.some((f) => f.endsWith('.bitmap')), files.join(' '));
    const test = await runGit(['rev-list', '--test-bitmap', 'HEAD'], { gitDir: dir, timeoutMs: 10_000 });
    assert.equal(test.code, 0, test.stderr);
    assert.match(test.stderr, /OK!/);
    assert.match(git(dir, ['count-objects', '-v']), /^count: 0$[\s\S]*^packs: 1$/m);
    assert.equal(report.after.packs.filter((p) => !p.cruft).length, 1);
    git(dir, ['commit-graph', 'verify']);
    git(dir, ['multi-pack-index', 'verify']);
  });

  test('packs loose refs once there are many', async () => {
    const dir = await newRepo();
    const head = git(dir, ['rev-parse', 'HEAD']).trim();
    for (let i = 0; i < 12; i++) await updateRef(dir, `refs/heads/agent/b${i}`, head, null, { fsync: false });
    await runMaintenance(dir, { mode: 'geometric', reasons: ['test'] }, { ...FAST, packRefsThreshold: 10 });
    assert.equal(existsSync(path.join(dir, 'refs', 'heads', 'agent', 'b3')), false);
    assert.match(readFileSync(path.join(dir, 'packed-refs'), 'utf8'), /refs\/heads\/agent\/b3$/m);
    assert.equal(git(dir, ['rev-parse', 'agent/b3']).trim(), head);
  });

  test("mode 'refs' packs loose refs without repacking; inspectRepo counts them", async () => {
    const dir = await newRepo();
    const head = git(dir, ['rev-parse', 'HEAD']).trim();
    for (let i = 0; i < 5; i++) await updateRef(dir, `refs/tags/v${i}`, head, null, { fsync: false });
    const before = await inspectRepo(dir);
    assert.equal(before.looseRefs, 6); // main + 5 tags
    const report = await runMaintenance(dir, { mode: 'refs', reasons: ['test'] }, FAST);
    assert.deepEqual(report.steps.map((s) => s.step), ['cleanup', 'pack-refs']);
    assert.equal(report.after.looseRefs, 0);
    assert.deepEqual(report.after.packs.map((p) => p.name), before.packs.map((p) => p.name), 'no repack');
    assert.equal(git(dir, ['rev-parse', 'v4']).trim(), head);
  });

  test('a ref listing never misses a ref while pack-refs runs', async () => {
    const dir = await newRepo();
    const head = git(dir, ['rev-parse', 'HEAD']).trim();
    const names = ['refs/heads/main'];
    for (let round = 0; round < 6; round++) {
      for (let i = 0; i < 40; i++) {
        const name = `refs/heads/r${round}/b${i}`;
        await updateRef(dir, name, head, null, { fsync: false });
        names.push(name);
      }
      let packing = true;
      const packed = runMaintenance(dir, { mode: 'refs', reasons: ['test'] }, FAST).finally(() => (packing = false));
      let listings = 0;
      while (packing) {
        const seen = new Set((await listRefs(dir)).map((r) => r.name));
        assert.deepEqual(names.filter((n) => !seen.has(n)), [], `listing ${listings} in round ${round}`);
        listings++;
        await new Promise((r) => setImmediate(r));
      }
      await packed;
      assert.ok(listings > 0);
    }
  });

  test('removeLeftovers deletes old temporary files only', async () => {
    const dir = await newRepo();
    const packDir = path.join(dir, 'objects', 'pack');
    const old = Date.now() / 1000 - 2 * 86400;
    for (const name of ['tmp_pack_old', '.tmp-123-pack-old', 'tmp_pack_fresh', 'multi-pack-index.lock']) writeFileSync(path.join(packDir, name), 'x');
    for (const name of ['tmp_pack_old', '.tmp-123-pack-old', 'multi-pack-index.lock']) utimesSync(path.join(packDir, name), old, old);
    assert.equal(await removeLeftovers(dir, 86400_000), 3);
    const left = readdirSync(packDir).filter((f) => !f.startsWith('pack-'));
    assert.deepEqual(left, ['tmp_pack_fresh']);
  });

  test('maintenance lock: exclusive, released, stale locks taken over, others never released', async () => {
    const dir = await newRepo();
    const a = await tryAcquireMaintenanceLock(dir);
    assert.ok(a);
    assert.equal(await tryAcquireMaintenanceLock(dir), null);
    await a.release();
    const b = await tryAcquireMaintenanceLock(dir, { staleMs: 60_000 });
    assert.ok(b);
    // b's holder "died": its lock file is old
    const lockPath = path.join(dir, MAINTENANCE_LOCK_FILE);
    const old = Date.now() / 1000 - 3600;
    utimesSync(lockPath, old, old);
    const c = await tryAcquireMaintenanceLock(dir, { staleMs: 60_000 });
    assert.ok(c, 'stale lock taken over');
    await b.release(); // must not remove c's lock
    assert.ok(existsSync(lockPath));
    assert.equal(await tryAcquireMaintenanceLock(dir, { staleMs: 60_000 }), null);
    await c.release();
    assert.equal(existsSync(lockPath), false);
  });

  test('the lock heartbeat keeps a long holder from looking stale', async () => {
    const dir = await newRepo();
    const lock = await tryAcquireMaintenanceLock(dir, { staleMs: 200 });
    assert.ok(lock);
    await new Promise((r) => setTimeout(r, 450));
    assert.equal(await tryAcquireMaintenanceLock(dir, { staleMs: 200 }), null);
    await lock.release();
  });

  test('background git: low priority, and a timeout kills the whole process group', async () => {
    const dir = await newRepo();
    const nice = await runGit(['-c', "alias.niceness=!awk '{print $19}' /proc/self/stat", 'niceness'], { gitDir: dir, timeoutMs: 10_000, background: { nice: 10 } });
    assert.equal(nice.code, 0, nice.stderr);
    assert.equal(nice.stdout.toString().trim(), '10');
    const t0 = Date.now();
    await assert.rejects(
      runGit(['-c', 'alias.sleepy=!sleep 30', 'sleepy'], { gitDir: dir, timeoutMs: 200, background: {} }),
      /timed out after 200 ms/,
    );
    assert.ok(Date.now() - t0 < 3000, 'sleep (a grandchild holding the pipes) was killed too');
  });
});
