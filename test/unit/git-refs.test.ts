import assert from 'node:assert/strict';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, beforeEach, describe, test } from 'node:test';
import { GitArgError } from '../../src/git/args.js';
import {
  listRefs,
  readHead,
  readRef,
  RefConflictError,
  RefLockedError,
  RefNameConflictError,
  setHead,
  updateRef,
} from '../../src/git/refs/index.js';
import { gitAsync, gitSync } from '../helpers/git-client.js';
import { bareGit } from '../helpers/git.js';


describe('git refs', () => {
  const root = mkdtempSync(path.join(os.tmpdir(), 'grove-git-refs-'));
  const template = path.join(root, 'template.git');
  let dir: string;
  let n = 0;
  let A: string, B: string, C: string;
  const git = (...args: string[]): string => bareGit(dir, args);
  before(() => {
    // one repository with three commits, copied for each test (no spawns per test)
    dir = template;
    gitSync(['init', '-q', '--bare', '--initial-branch=main', dir]);
    const tree = git('hash-object', '-w', '-t', 'tree', '/dev/null');
    [A, B, C] = ['A', 'B', 'C'].map((m) => git('commit-tree', tree, '-m', m)) as [string, string, string];
  });
  beforeEach(() => {
    dir = path.join(root, `r${n++}.git`);
    cpSync(template, dir, { recursive: true });
  });
  after(() => rmSync(root, { recursive: true, force: true }));

  test('create, CAS update, delete; git sees every step', async () => {
    assert.deepEqual(await updateRef(dir, 'refs/heads/main', A, null), { old: null });
    assert.equal(git('rev-parse', 'refs/heads/main'), A);
    assert.equal(readFileSync(path.join(dir, 'refs/heads/main'), 'utf8'), `${A}\n`);
    assert.deepEqual(await updateRef(dir, 'refs/heads/main', B, A), { old: A });
    await assert.rejects(updateRef(dir, 'refs/heads/main', C, A), (err: unknown) => {
      assert.ok(err instanceof RefConflictError);
      assert.equal(err.actual, B);
      assert.equal(err.code, 'CONFLICT');
      return true;
    });
    await assert.rejects(updateRef(dir, 'refs/heads/main', C, null), RefConflictError);
    assert.deepEqual(await updateRef(dir, 'refs/heads/main', C), { old: B }); // no check
    await assert.rejects(updateRef(dir, 'refs/heads/main', null, B), RefConflictError);
    assert.deepEqual(await updateRef(dir, 'refs/heads/main', null, C), { old: C });
    assert.equal(await readRef(dir, 'refs/heads/main'), null);
    assert.equal(existsSync(path.join(dir, 'refs/heads/main.lock')), false);
    await updateRef(dir, 'refs/heads/gone', null, null); // deleting what must not exist: no-op
  });

  test('nested refs: directories created, emptied parents removed on delete', async () => {
    await updateRef(dir, 'refs/heads/feature/deep/x', A, null);
    assert.equal(git('rev-parse', 'feature/deep/x'), A);
    await updateRef(dir, 'refs/heads/feature/deep/x', null, A);
    assert.equal(existsSync(path.join(dir, 'refs/heads/feature')), false);
    assert.equal(existsSync(path.join(dir, 'refs/heads')), true);
  });

  test('packed refs: read, shadow, delete (removed from packed-refs too)', async () => {
    git('update-ref', 'refs/heads/main', A);
    git('update-ref', 'refs/heads/other', B);
    git('tag', '-a', '-m', 'annotated', 'v1', A);
    git('pack-refs', '--all');
    assert.equal(existsSync(path.join(dir, 'refs/heads/main')), false);
    assert.equal(await readRef(dir, 'refs/heads/main'), A);
    await assert.rejects(updateRef(dir, 'refs/heads/main', C, B), (e: unknown) => e instanceof RefConflictError && e.actual === A);
    await updateRef(dir, 'refs/heads/main', C, A); // loose now shadows packed
    assert.equal(git('rev-parse', 'main'), C);
    const tagOid = git('rev-parse', 'refs/tags/v1');
    assert.deepEqual(await listRefs(dir), [
      { name: 'refs/heads/main', oid: C },
      { name: 'refs/heads/other', oid: B },
      { name: 'refs/tags/v1', oid: tagOid, peeled: A },
    ]);
    assert.deepEqual(await listRefs(dir, 'refs/heads/o'), [{ name: 'refs/heads/other', oid: B }]);
    await updateRef(dir, 'refs/heads/main', null, C);
    assert.equal(await readRef(dir, 'refs/heads/main'), null);
    assert.doesNotMatch(readFileSync(path.join(dir, 'packed-refs'), 'utf8'), /refs\/heads\/main/);
    assert.throws(() => git('rev-parse', '--verify', '-q', 'refs/heads/main'));
    // deleting a packed-only tag also drops its peeled line
    await updateRef(dir, 'refs/tags/v1', null, tagOid);
    assert.doesNotMatch(readFileSync(path.join(dir, 'packed-refs'), 'utf8'), /\^/);
    assert.equal(git('for-each-ref', '--format=%(refname)'), 'refs/heads/other');
    git('fsck', '--strict');
  });

  test('HEAD: readHead, readRef through the symref, setHead', async () => {
    assert.deepEqual(await readHead(dir), { target: 'refs/heads/main', oid: null });
    await updateRef(dir, 'refs/heads/main', A, null);
    assert.deepEqual(await readHead(dir), { target: 'refs/heads/main', oid: A });
    assert.equal(await readRef(dir, 'HEAD'), A);
    await setHead(dir, 'refs/heads/dev');
    assert.equal(git('symbolic-ref', 'HEAD'), 'refs/heads/dev');
    await assert.rejects(setHead(dir, 'refs/tags/x'), GitArgError);
  });

  test('D/F conflicts fail clearly, leftover empty directories do not', async () => {
    await updateRef(dir, 'refs/heads/a', A, null);
    await assert.rejects(updateRef(dir, 'refs/heads/a/b', A, null), (e: unknown) => e instanceof RefNameConflictError && e.existing === 'refs/heads/a');
    await updateRef(dir, 'refs/heads/x/y', A, null);
    await assert.rejects(updateRef(dir, 'refs/heads/x', A, null), RefNameConflictError);
    // packed variants
    git('update-ref', 'refs/heads/p', A);
    git('update-ref', 'refs/heads/q/r', A);
    git('pack-refs', '--all');
    await assert.rejects(updateRef(dir, 'refs/heads/p/z', A, null), RefNameConflictError);
    await assert.rejects(updateRef(dir, 'refs/heads/q', A, null), RefNameConflictError);
    // a failed create leaves no directories behind
    await assert.rejects(updateRef(dir, 'refs/heads/new/deep/x', A, B), RefConflictError);
    assert.equal(existsSync(path.join(dir, 'refs/heads/new')), false);
    mkdirSync(path.join(dir, 'refs/heads/empty/sub'), { recursive: true });
    await updateRef(dir, 'refs/heads/empty', B, null);
    assert.equal(git('rev-parse', 'empty'), B);
  });

  test('invalid input is rejected before touching disk', async () => {
    await assert.rejects(updateRef(dir, 'refs/heads/a..b', A), GitArgError);
    await assert.rejects(updateRef(dir, 'main', A), GitArgError);
    await assert.rejects(updateRef(dir, 'refs/heads/x', 'abc'), GitArgError);
    await assert.rejects(updateRef(dir, 'refs/heads/x', A, 'zz'), GitArgError);
    await assert.rejects(listRefs(dir, 'refs/../../'), GitArgError);
  });

  test('a held lock gives RefLockedError after the retry window', async () => {
    await updateRef(dir, 'refs/heads/main', A, null);
    writeFileSync(path.join(dir, 'refs/heads/main.lock'), '');
    const t0 = Date.now();
    await assert.rejects(updateRef(dir, 'refs/heads/main', B, A, { lockTimeoutMs: 30 }), RefLockedError);
    assert.ok(Date.now() - t0 < 500);
    assert.equal(await readRef(dir, 'refs/heads/main'), A);
  });

  test('50 concurrent CAS attempts from the same old value: exactly one wins', async () => {
    await updateRef(dir, 'refs/heads/main', A, null);
    const targets = Array.from({ length: 50 }, (_, i) => (i % 2 ? B : C));
    const results = await Promise.allSettled(targets.map((t) => updateRef(dir, 'refs/heads/main', t, A)));
    const wins = results.flatMap((r, i) => (r.status === 'fulfilled' ? [i] : []));
    assert.equal(wins.length, 1);
    for (const r of results) {
      if (r.status === 'rejected') assert.ok(r.reason instanceof RefConflictError || r.reason instanceof RefLockedError, String(r.reason));
    }
    assert.equal(git('rev-parse', 'main'), targets[wins[0]!]);
  });

  test('races against git update-ref: never both win, final value is the winner', async () => {
    let jsWins = 0;
    let gitWins = 0;
    for (let round = 0; round < 12; round++) {
      const ref = `refs/heads/race${round}`;
      git('update-ref', ref, A);
      const gitRun = gitAsync(['update-ref', ref, B, A], { gitDir: dir }).then((res) => res.code === 0);
      await new Promise((r) => setTimeout(r, round % 4)); // vary who gets there first
      const jsRun = updateRef(dir, ref, C, A, { lockTimeoutMs: 20 }).then(
        () => true,
        (e: unknown) => {
          assert.ok(e instanceof RefConflictError || e instanceof RefLockedError, String(e));
          return false;
        },
      );
      const [g, j] = await Promise.all([gitRun, jsRun]);
      assert.ok(!(g && j), 'both won');
      const final = git('rev-parse', ref);
      if (j) {
        jsWins++;
        assert.equal(final, C);
      } else if (g) {
        gitWins++;
        assert.equal(final, B);
      } else assert.equal(final, A);
    }
    assert.ok(jsWins + gitWins >= 1);
  });
});
