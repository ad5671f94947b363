import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { startTestGrove, type TestGrove } from '../helpers/grove.js';
import { fsck, gitIn } from '../helpers/git.js';

const ROUNDS = 12;

function git(args: string[], cwd: string): Promise<{ code: number; out: string }> {
  return new Promise((resolve) => {
    execFile('git', args, { cwd, env: { ...process.env, GIT_TERMINAL_PROMPT: '0' } }, (error, stdout, stderr) => {
      resolve({ code: error ? ((error as { code?: number }).code ?? 1) : 0, out: `${stdout}${stderr}` });
    });
  });
}

describe('API commits racing git push on one branch', () => {
  let t: TestGrove;
  let base: string;
  let repoId: string;
  let work: string;

  before(async () => {
    t = await startTestGrove({ env: { GROVE_RATE_LIMIT_PER_MINUTE: '1000000', GROVE_RATE_LIMIT_PER_HOUR: '10000000' } });
    await t.grove.services.orgs.setPlan(t.org, 'paid');
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const res = await fetch(`${base}/v1/repos`, { method: 'POST', headers: { 'x-api-key': t.key, 'content-type': 'application/json' }, body: JSON.stringify({ slug: 'race' }) });
    repoId = ((await res.json()) as { id: string }).id;
    work = mkdtempSync(path.join(os.tmpdir(), 'grove-race-'));
    const url = `${base.replace('http://', `http://${t.org}:${t.key}@`)}/${t.org}/race.git`;
    assert.equal((await git(['clone', '-q', '-c', 'credential.helper=', url, 'w'], work)).code, 0);
    work = path.join(work, 'w');
    await git(['config', 'user.name', 'Pusher'], work);
    await git(['config', 'user.email', 'pusher@example.com'], work);
  });
  after(async () => {
    await t.close();
    rmSync(path.dirname(work), { recursive: true, force: true });
  });

  test('every acknowledged API commit and every accepted push ends up in the history', { timeout: 120_000 }, async () => {
    const acknowledged: string[] = [];
    const pushed: string[] = [];
    const apiLoop = (async () => {
      for (let i = 0; i < ROUNDS * 2; i++) {
        const res = await fetch(`${base}/v1/repos/race/commits`, {
          method: 'POST',
          headers: { 'x-api-key': t.key, 'content-type': 'application/json' },
          body: JSON.stringify({ branch: 'main', message: `api ${i}`, changes: [{ path: `api/${i}.txt`, content: `${i}\n` }] }),
        });
        const body = (await res.json()) as { sha?: string };
        if (res.status === 201 && body.sha) acknowledged.push(body.sha);
        else assert.equal(res.status, 409, JSON.stringify(body));
      }
    })();
    const pushLoop = (async () => {
      for (let i = 0; i < ROUNDS; i++) {
        for (let attempt = 0; attempt < 20; attempt++) {
          assert.equal((await git(['fetch', '-q', 'origin', 'main'], work)).code, 0);
          await git(['reset', '-q', '--hard', 'origin/main'], work);
          writeFileSync(path.join(work, `push-${i}.txt`), `${i}\n`);
          await git(['add', '.'], work);
          await git(['commit', '-q', '-m', `push ${i}`], work);
          const sha = (await git(['rev-parse', 'HEAD'], work)).out.trim();
          const result = await git(['push', '-q', 'origin', 'HEAD:main'], work);
          if (result.code === 0) {
            pushed.push(sha);
            break;
          }
          assert.match(result.out, /rejected|fetch first|non-fast-forward|failed to update|lock/i, result.out);
        }
      }
    })();
    await Promise.all([apiLoop, pushLoop]);
    const history = new Set(gitIn(t, repoId, ['rev-list', 'main']).trim().split('\n'));
    assert.deepEqual(acknowledged.filter((sha) => !history.has(sha)), [], 'lost API commits');
    assert.deepEqual(pushed.filter((sha) => !history.has(sha)), [], 'lost pushes');
    assert.ok(pushed.length >= ROUNDS - 2, `most pushes got through (${pushed.length})`);
    fsck(t, repoId);
  });
});
