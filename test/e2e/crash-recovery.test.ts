// Regression: after `kill -9` during writes, a ref lock left by the dead process blocked its branch for good.
// Each trial runs API commits and git pushes on several branches, kills the server with SIGKILL at a random
// moment, restarts it on the same data dir, and then writes to every branch through the API and with git push.
import assert from 'node:assert/strict';
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, describe, test } from 'node:test';
import { seededRandom } from '../helpers/fuzz.js';
import { gitSync, remoteUrl } from '../helpers/git-client.js';
import { startServerProcess } from '../helpers/server-process.js';

const ORG = 'acme';
const KEY = 'grove_mk_test_acme_master_key_0123456789';
const ENV = { GROVE_BOOTSTRAP_ORG: ORG, GROVE_BOOTSTRAP_KEY: KEY, GROVE_RATE_LIMIT_PER_MINUTE: '1000000', GROVE_RATE_LIMIT_PER_HOUR: '10000000' };
const BRANCHES = ['main', 'b1', 'b2', 'b3', 'b4', 'b5'];

/** The one repository's bare directory under a data dir (found on disk: its id is not known here). */
function repoDir(dataDir: string): string {
  const found = execFileSync('find', [path.join(dataDir, 'repos'), '-maxdepth', '3', '-name', '*.git', '-type', 'd'], { encoding: 'utf8' }).trim().split('\n');
  assert.equal(found.length, 1);
  return found[0]!;
}

/** argv: a refs/heads directory and a pid; SIGKILLs the pid once a `.lock` shows there (or after 2 s). */
const KILL_ON_LOCK = `
  const fs = require('node:fs');
  const [heads, pid] = process.argv.slice(1);
  const until = Date.now() + 2000;
  while (Date.now() < until && !fs.readdirSync(heads).some((f) => f.endsWith('.lock')));
  process.kill(Number(pid), 'SIGKILL');
`;

/** Synchronous git is fine here: the server is another process. */
const git = (cwd: string, args: string[]): string => gitSync(args, { cwd });

async function commit(url: string, branch: string, n: number): Promise<number> {
  const res = await fetch(`${url}/v1/repos/crash/commits`, {
    method: 'POST',
    headers: { 'x-api-key': KEY, 'content-type': 'application/json' },
    body: JSON.stringify({ branch, message: `api ${n}`, changes: [{ path: `api/${branch}-${n % 7}.txt`, content: `${n}\n` }] }),
  }).catch(() => null);
  return res?.status ?? 0;
}

describe('kill -9 during writes, then restart: every branch accepts writes', () => {
  const work = mkdtempSync(path.join(os.tmpdir(), 'grove-crash-'));
  after(() => rmSync(work, { recursive: true, force: true }));

  for (const seed of [1, 2, 3]) {
    test(`trial ${seed}`, async () => {
      const random = seededRandom(seed);
      const dataDir = path.join(work, `data-${seed}`);
      let server = await startServerProcess(ENV, dataDir);
      const port = Number(new URL(server.url).port);
      try {
        assert.equal((await fetch(`${server.url}/v1/repos`, { method: 'POST', headers: { 'x-api-key': KEY, 'content-type': 'application/json' }, body: JSON.stringify({ slug: 'crash' }) })).status, 201);
        for (const b of BRANCHES.slice(1)) {
          const res = await fetch(`${server.url}/v1/repos/crash/branches`, { method: 'POST', headers: { 'x-api-key': KEY, 'content-type': 'application/json' }, body: JSON.stringify({ name: b }) });
          assert.equal(res.status, 201);
        }
        const clone = path.join(work, `clone-${seed}`);
        git(work, ['clone', '-q', remoteUrl({ port, org: ORG, key: KEY }, 'crash'), clone]);

        // writers: API commits on every branch, and a git client pushing to some of them
        let stop = false;
        const apiWriters = BRANCHES.map(async (branch, i) => {
          for (let n = 0; !stop; n++) await commit(server.url, branch, n * 10 + i);
        });
        const pusher = (async () => {
          for (let n = 0; !stop; n++) {
            const branch = BRANCHES[n % BRANCHES.length]!;
            try {
              git(clone, ['fetch', '-q', 'origin', branch]);
              git(clone, ['checkout', '-q', '-B', branch, `origin/${branch}`]);
              writeFileSync(path.join(clone, `push-${n}.txt`), `${n}\n`);
              git(clone, ['add', '.']);
              git(clone, ['commit', '-q', '-m', `push ${n}`]);
              git(clone, ['push', '-q', 'origin', `HEAD:refs/heads/${branch}`]);
            } catch {
              // a rejected (raced) or cut-off push is expected here
            }
            await new Promise((r) => setImmediate(r));
          }
        })();
        await new Promise((r) => setTimeout(r, 300 + random() * 700));
        // kill the moment a ref lock is held, so the crash lands mid-update (within ~2 s, else anywhere); the
        // watcher is a separate process polling in a tight loop while this one keeps its writers going
        const heads = path.join(repoDir(dataDir), 'refs', 'heads');
        const watcher = spawn(process.execPath, ['-e', KILL_ON_LOCK, heads, String(server.pid)], { stdio: 'ignore' });
        await server.exited;
        watcher.kill();
        stop = true;
        await Promise.all([...apiWriters, pusher]);

        server = await startServerProcess(ENV, dataDir, port);
        for (const [i, branch] of BRANCHES.entries()) {
          assert.equal(await commit(server.url, branch, 1000 + i), 201, `API commit to ${branch} after the restart`);
        }
        for (const branch of BRANCHES) {
          git(clone, ['fetch', '-q', 'origin', branch]);
          git(clone, ['checkout', '-q', '-B', branch, `origin/${branch}`]);
          writeFileSync(path.join(clone, `after-${branch}.txt`), 'after\n');
          git(clone, ['add', '.']);
          git(clone, ['commit', '-q', '-m', `after restart ${branch}`]);
          git(clone, ['push', '-q', 'origin', `HEAD:refs/heads/${branch}`]); // throws if git refuses the push
        }
      } finally {
        await server.stop();
      }
    });
  }
});
