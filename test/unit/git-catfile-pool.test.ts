import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { CatFileError, CatFilePool, ObjectTooLargeError } from '../../src/git/objects/catfile-pool.js';
import { gitSync } from '../helpers/git-client.js';
import { bareGit } from '../helpers/git.js';

/** A bare repo with one commit on main holding `files`. */
function makeRepo(dir: string, files: Record<string, Buffer>): void {
  const work = `${dir}-work`;
  for (const [name, data] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(work, name)), { recursive: true });
    writeFileSync(path.join(work, name), data);
  }
  gitSync(['init', '-q', '--initial-branch=main', work]);
  gitSync(['-C', work, 'add', '-A']);
  gitSync(['-C', work, 'commit', '-q', '-m', 'files']);
  gitSync(['clone', '-q', '--bare', work, dir]);
  rmSync(work, { recursive: true, force: true });
}

/** A bare repo holding one loose blob; returns its oid. */
function makeTinyRepo(dir: string): string {
  gitSync(['init', '-q', '--bare', dir]);
  return bareGit(dir, ['hash-object', '-w', '--stdin'], 'x\n');
}

describe('cat-file pool', () => {
  const root = mkdtempSync(path.join(os.tmpdir(), 'grove-git-catfile-'));
  const repo = path.join(root, 'a.git');
  const big = randomBytes(1024 * 1024 + 17); // spans many 64 KiB pipe chunks
  const files: Record<string, Buffer> = {
    'README.md': Buffer.from('# hi\n'),
    'empty.txt': Buffer.alloc(0),
    'dir with space/file name.txt': Buffer.from('spaced\n'),
    'nl.txt': Buffer.from('\n\n\n'),
    'big.bin': big,
  };
  for (let i = 0; i < 30; i++) files[`many/f${i}.txt`] = Buffer.from(`file ${i}\n`.repeat(i));
  const pool = new CatFilePool({ idleMs: 60_000 });
  before(() => makeRepo(repo, files));
  after(async () => {
    await pool.close();
    rmSync(root, { recursive: true, force: true });
  });

  test('reads by <rev>:<path> and by oid, null when missing', async () => {
    const readme = await pool.read(repo, 'main:README.md');
    assert.ok(readme);
    assert.equal(readme.type, 'blob');
    assert.equal(readme.data.toString(), '# hi\n');
    const byOid = await pool.read(repo, readme.oid);
    assert.deepEqual(byOid, readme);
    assert.equal(await pool.read(repo, 'main:nope.txt'), null);
    assert.equal(await pool.read(repo, 'nosuchbranch:README.md'), null);
    assert.equal((await pool.read(repo, 'main:empty.txt'))?.size, 0);
    assert.equal((await pool.read(repo, 'main:dir with space/file name.txt'))?.data.toString(), 'spaced\n');
    const tree = await pool.read(repo, 'main:');
    assert.equal(tree?.type, 'tree');
    const info = await pool.info(repo, 'main:big.bin');
    assert.deepEqual(info && { type: info.type, size: info.size }, { type: 'blob', size: big.length });
  });

  test('binary framing across chunk boundaries, pipelined readMany keeps order', async () => {
    const specs = ['main:big.bin', 'main:nl.txt', 'main:missing', 'main:empty.txt', 'main:big.bin'];
    for (let i = 0; i < 30; i++) specs.push(`main:many/f${i}.txt`);
    const res = await pool.readMany(repo, specs);
    assert.equal(res.length, specs.length);
    assert.ok(res[0]?.data.equals(big));
    assert.equal(res[1]?.data.toString(), '\n\n\n');
    assert.equal(res[2], null);
    assert.equal(res[3]?.data.length, 0);
    assert.ok(res[4]?.data.equals(big));
    for (let i = 0; i < 30; i++) assert.ok(res[5 + i]?.data.equals(files[`many/f${i}.txt`]!), `f${i}`);
    // many concurrent single reads interleave on the same processes
    const single = await Promise.all(specs.map((s) => pool.read(repo, s)));
    assert.deepEqual(single.map((r) => r?.oid ?? null), res.map((r) => r?.oid ?? null));
    assert.ok(pool.processIds(repo).length <= 2);
  });

  test('specs that would break the protocol are rejected', async () => {
    await assert.rejects(pool.read(repo, 'main:a\nmain:b'), CatFileError);
    await assert.rejects(pool.read(repo, ''), CatFileError);
    await assert.rejects(pool.read(repo, 'x\0y'), CatFileError);
    assert.ok(await pool.read(repo, 'main:README.md')); // still in sync
  });

  test('objects over the size limit are skipped without losing framing', async () => {
    const small = new CatFilePool({ maxObjectBytes: 1024 });
    try {
      const results = await Promise.allSettled([
        small.read(repo, 'main:big.bin'),
        small.read(repo, 'main:README.md'),
      ]);
      assert.ok(results[0].status === 'rejected' && results[0].reason instanceof ObjectTooLargeError);
      assert.ok(results[1].status === 'fulfilled' && results[1].value?.data.toString() === '# hi\n');
    } finally {
      await small.close();
    }
  });

  test('a dying process rejects in-flight reads and is replaced', async () => {
    const p = new CatFilePool({ maxProcessesPerRepo: 1 });
    try {
      await p.read(repo, 'main:README.md');
      const [pid] = p.processIds(repo);
      assert.ok(pid);
      const inflight = p.readMany(repo, Array.from({ length: 20 }, () => 'main:big.bin'));
      process.kill(pid, 'SIGKILL');
      await assert.rejects(inflight, CatFileError);
      const again = await p.read(repo, 'main:README.md');
      assert.equal(again?.data.toString(), '# hi\n');
      assert.notEqual(p.processIds(repo)[0], pid);
    } finally {
      await p.close();
    }
  });

  test('LRU over repositories, idle eviction, explicit evict', async () => {
    const repos = [1, 2, 3].map((i) => path.join(root, `lru${i}.git`));
    const oids = repos.map(makeTinyRepo);
    // idle time generous enough that a loaded machine does not evict between the reads and the checks
    const p = new CatFilePool({ maxRepos: 2, idleMs: 1500 });
    try {
      for (const [i, r] of repos.entries()) assert.ok(await p.read(r, oids[i]!));
      assert.equal(p.stats.repos, 2);
      assert.deepEqual(p.processIds(repos[0]!), []);
      await p.evict(repos[2]!);
      assert.equal(p.stats.repos, 1);
      for (let waited = 0; p.stats.repos > 0 && waited < 10_000; waited += 100) await sleep(100);
      assert.deepEqual(p.stats, { repos: 0, processes: 0 });
      assert.ok(await p.read(repos[0]!, oids[0]!)); // comes back on demand
    } finally {
      await p.close();
    }
  });

  test('deleted or missing repositories reject instead of hanging', async () => {
    const gone = path.join(root, 'gone.git');
    const oid = makeTinyRepo(gone);
    assert.ok(await pool.read(gone, oid));
    await pool.evict(gone);
    rmSync(gone, { recursive: true, force: true });
    await assert.rejects(pool.read(gone, oid), CatFileError);
    await assert.rejects(pool.read(path.join(root, 'never.git'), 'HEAD'), CatFileError);
    const notRepo = mkdtempSync(path.join(root, 'plain-'));
    await assert.rejects(pool.read(notRepo, 'HEAD'), CatFileError);
  });

  test('sees packs written after the process started', async () => {
    const before = await pool.read(repo, 'main:README.md');
    assert.ok(before);
    const oid = bareGit(repo, ['hash-object', '-w', '--stdin'], 'fresh object\n');
    assert.equal((await pool.read(repo, oid))?.data.toString(), 'fresh object\n');
  });
});
