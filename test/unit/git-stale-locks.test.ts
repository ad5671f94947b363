// Regression: a writer killed with SIGKILL while holding `refs/heads/<branch>.lock` left the branch unwritable
// for good (every commit 409, every push "failed to update ref", also after a restart). A lock whose holder is
// gone is now cleared; a lock a live process holds never is.
import assert from 'node:assert/strict';
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { readRef, RefLockedError, setHead, updateRef } from '../../src/git/refs/index.js';
import { cleanGitEnv, gitSync } from '../helpers/git-client.js';

const A = 'a'.repeat(40);
const B = 'b'.repeat(40);
const ROOT = path.resolve(import.meta.dirname, '../..');

/** A separate process that takes the ref's lock the way Grove does and then holds it until killed. */
async function holdLockInChild(repo: string, ref: string): Promise<ChildProcess> {
  const script = `
    import { acquireLockFile } from ${JSON.stringify(path.join(ROOT, 'src/git/refs/lockfile.ts'))};
    await acquireLockFile(${JSON.stringify(path.join(repo, `${ref}.lock`))}, { repoPath: ${JSON.stringify(repo)} });
    process.stdout.write('held\\n');
    setInterval(() => {}, 1000);
  `;
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise<void>((resolve, reject) => {
    child.stdout!.once('data', () => resolve());
    child.once('exit', (code) => reject(new Error(`lock holder exited early (${code})`)));
  });
  return child;
}

function kill9(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });
}

describe('stale ref locks', () => {
  let dir: string;
  let repo: string;
  before(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'grove-locks-'));
    repo = path.join(dir, 'r.git');
    gitSync(['init', '--bare', '-q', repo]);
  });
  after(() => rmSync(dir, { recursive: true, force: true }));

  test('a lock held by a live process is respected; once that process is killed with SIGKILL, the ref is writable', async () => {
    await updateRef(repo, 'refs/heads/main', A, null);
    const holder = await holdLockInChild(repo, 'refs/heads/main');
    try {
      await assert.rejects(updateRef(repo, 'refs/heads/main', B, A), RefLockedError);
      assert.equal(await readRef(repo, 'refs/heads/main'), A);
    } finally {
      await kill9(holder);
    }
    assert.ok(existsSync(path.join(repo, 'refs/heads/main.lock')), 'the dead holder left its lock behind');
    assert.deepEqual(await updateRef(repo, 'refs/heads/main', B, A), { old: A });
    assert.equal(await readRef(repo, 'refs/heads/main'), B);
    assert.ok(!existsSync(path.join(repo, 'refs/heads/main.lock')));
  });

  test('a lock nobody recorded (git writes those) is left alone while young or while a process works in the repository', async () => {
    await updateRef(repo, 'refs/heads/dev', A, null);
    const lock = path.join(repo, 'refs/heads/dev.lock');
    writeFileSync(lock, `${B}\n`);
    await assert.rejects(updateRef(repo, 'refs/heads/dev', B, A), RefLockedError, 'young: could be a live git');

    const old = new Date(Date.now() - 60_000);
    utimesSync(lock, old, old);
    // a git process working in the repository (it waits on stdin), as receive-pack would while it updates refs
    const git = spawn('git', ['cat-file', '--batch'], { cwd: repo, env: cleanGitEnv(), stdio: ['pipe', 'ignore', 'ignore'] });
    try {
      await new Promise((r) => setTimeout(r, 100));
      await assert.rejects(updateRef(repo, 'refs/heads/dev', B, A), RefLockedError, 'a git process is in the repository');
    } finally {
      await kill9(git);
    }
    assert.deepEqual(await updateRef(repo, 'refs/heads/dev', B, A), { old: A });
  });

  test("a dead owner's record does not vouch for a newer lock it never held", async () => {
    await updateRef(repo, 'refs/heads/topic', A, null);
    const holder = await holdLockInChild(repo, 'refs/heads/topic');
    await kill9(holder);
    // someone (a live git) replaced the dead lock with its own in the meantime
    const lock = path.join(repo, 'refs/heads/topic.lock');
    rmSync(lock);
    writeFileSync(lock, `${B}\n`);
    await assert.rejects(updateRef(repo, 'refs/heads/topic', B, A), RefLockedError);
    rmSync(lock);
    assert.deepEqual(await updateRef(repo, 'refs/heads/topic', B, A), { old: A });
  });

  test('HEAD and packed-refs locks of a dead writer are cleared too', async () => {
    gitSync(['pack-refs', '--all'], { gitDir: repo });
    const holder = await holdLockInChild(repo, 'packed-refs');
    await kill9(holder);
    // deleting a packed ref rewrites packed-refs under its lock
    assert.deepEqual(await updateRef(repo, 'refs/heads/topic', null, B), { old: B });
    assert.equal(await readRef(repo, 'refs/heads/topic'), null);

    const headHolder = await holdLockInChild(repo, 'HEAD');
    await kill9(headHolder);
    await setHead(repo, 'refs/heads/dev');
    assert.equal(await readRef(repo, 'HEAD'), B);
  });
});
