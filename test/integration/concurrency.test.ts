import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { startTestGrove, type TestGrove } from '../helpers/grove.js';
import { fsck, gitIn } from '../helpers/git.js';

/** The issue asks for 30 s; GROVE_STRESS_SECONDS can shorten it locally. */
const SECONDS = Number(process.env.GROVE_STRESS_SECONDS ?? 30);
const CLIENTS = 16;

describe('concurrent commits over a real socket', () => {
  let t: TestGrove;
  let base: string;
  let repoId: string;

  before(async () => {
    t = await startTestGrove({ env: { GROVE_RATE_LIMIT_PER_MINUTE: '1000000', GROVE_RATE_LIMIT_PER_HOUR: '10000000' } });
    await t.grove.services.orgs.setPlan(t.org, 'paid');
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const res = await fetch(`${base}/v1/repos`, { method: 'POST', headers: { 'x-api-key': t.key, 'content-type': 'application/json' }, body: JSON.stringify({ slug: 'race' }) });
    repoId = ((await res.json()) as { id: string }).id;
  });
  after(() => t.close());

  test(`${CLIENTS} clients with parent_sha for ${SECONDS} s: every 201 is in history, every loss is a 409, fsck clean`, { timeout: (SECONDS + 60) * 1000 }, async () => {
    const headers = { 'x-api-key': t.key, 'content-type': 'application/json' };
    const deadline = Date.now() + SECONDS * 1000;
    const accepted: string[] = [];
    let conflicts = 0;
    const unexpected: string[] = [];
    await Promise.all(
      Array.from({ length: CLIENTS }, async (_, client) => {
        for (let n = 0; Date.now() < deadline; n++) {
          const branch = (await (await fetch(`${base}/v1/repos/race/branches/main`, { headers })).json()) as { sha: string };
          const res = await fetch(`${base}/v1/repos/race/commits`, {
            method: 'POST',
            headers,
            body: JSON.stringify({
              branch: 'main',
              message: `client ${client} commit ${n}`,
              parent_sha: branch.sha,
              changes: [{ path: `clients/${client}.txt`, content: `${n}\n` }, { path: 'shared.txt', content: `${client}:${n}\n` }],
            }),
          });
          const body = (await res.json()) as { sha?: string; code?: string };
          if (res.status === 201 && body.sha) accepted.push(body.sha);
          else if (res.status === 409 && body.code === 'CONFLICT') conflicts++;
          else unexpected.push(`${res.status} ${JSON.stringify(body)}`);
        }
      }),
    );
    assert.deepEqual(unexpected, [], 'only 201 and 409 are acceptable answers');
    assert.ok(accepted.length > 0, 'some commits went through');
    const history = new Set(gitIn(t, repoId, ['rev-list', 'main']).trim().split('\n'));
    const lost = accepted.filter((sha) => !history.has(sha));
    assert.deepEqual(lost, [], 'every acknowledged commit is in the branch history');
    assert.equal(history.size, accepted.length + 1, 'history is exactly the initial commit plus the acknowledged ones');
    fsck(t, repoId);
    console.log(`# ${accepted.length} commits accepted, ${conflicts} conflicts in ${SECONDS} s`);
  });
});
