import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { startServingGrove, type ServingGrove } from '../helpers/grove.js';
import { gitClient, type GitClient, remoteUrl } from '../helpers/git-client.js';
import { fsck, gitIn } from '../helpers/git.js';

const ROUNDS = 12;

describe('API commits racing git push on one branch', () => {
  let t: ServingGrove;
  let base: string;
  let repoId: string;
  let work: string;
  let client: GitClient;
  // Async git: the server is in-process.
  const git = (args: string[], cwd: string) => client.run(args, cwd);

  before(async () => {
    t = await startServingGrove('grove-race-', { env: { GROVE_RATE_LIMIT_PER_MINUTE: '1000000', GROVE_RATE_LIMIT_PER_HOUR: '10000000' } });
    await t.grove.services.orgs.setPlan(t.org, 'paid');
    base = `http://127.0.0.1:${t.port}`;
    const res = await fetch(`${base}/v1/repos`, { method: 'POST', headers: { 'x-api-key': t.key, 'content-type': 'application/json' }, body: JSON.stringify({ slug: 'race' }) });
    repoId = ((await res.json()) as { id: string }).id;
    client = gitClient(t.work);
    assert.equal((await git(['clone', '-q', remoteUrl(t, 'race'), 'w'], t.work)).code, 0);
    work = path.join(t.work, 'w');
  });
  after(() => t.close());

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
          const sha = (await git(['rev-parse', 'HEAD'], work)).stdout.trim();
          const result = await git(['push', '-q', 'origin', 'HEAD:main'], work);
          if (result.code === 0) {
            pushed.push(sha);
            break;
          }
          const out = `${result.stdout}${result.stderr}`;
          assert.match(out, /rejected|fetch first|non-fast-forward|failed to update|lock/i, out);
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
