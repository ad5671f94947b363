// Two Grove processes sharing the data dir, PostgreSQL and Redis: a commit made on node A reaches a watcher on
// node B through the Redis event bus (B's safety-net poll is turned off, so nothing else could bring it), both
// for an API commit and for a git push; and B's own moves are heard by B's watchers once, not again via Redis.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { gitAsyncOk, gitSync } from '../helpers/git-client.js';
import { TEST_SECRET } from '../helpers/grove.js';
import { startServerProcess, type ServerProcess } from '../helpers/server-process.js';
import { dropSchema, PG_URL, REDIS_URL, serviceAvailable, uniqueSchema } from '../helpers/services.js';
import { openSse, type SseStream } from '../helpers/sse.js';

const ORG = 'cluster';
const KEY = 'grove_mk_cluster_watch_key_0123456789abcdef';
const ready = (await serviceAvailable('PostgreSQL')) && (await serviceAvailable('Redis'));

describe('watch across two nodes (shared data dir, PostgreSQL, Redis)', { skip: !ready && 'PostgreSQL or Redis unavailable' }, () => {
  const schema = uniqueSchema();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'grove-cluster-'));
  const work = mkdtempSync(path.join(os.tmpdir(), 'grove-cluster-work-'));
  const streams: SseStream[] = [];
  let a: ServerProcess;
  let b: ServerProcess;
  const env = {
    GROVE_DATABASE_URL: PG_URL,
    GROVE_DATABASE_SCHEMA: schema,
    GROVE_SECRET_KEY: TEST_SECRET,
    GROVE_REDIS_URL: REDIS_URL,
    GROVE_BOOTSTRAP_ORG: ORG,
    GROVE_BOOTSTRAP_KEY: KEY,
    GROVE_WATCH_POLL_MS: '600000', // no safety net: only the event bus can bring a move within the test
    GROVE_RATE_LIMIT_PER_MINUTE: '100000',
  };
  const call = (node: ServerProcess, method: string, url: string, body?: unknown) =>
    fetch(`${node.url}${url}`, { method, headers: { 'x-api-key': KEY, 'content-type': 'application/json' }, ...(body ? { body: JSON.stringify(body) } : {}) });
  const watch = async (node: ServerProcess, url: string) => {
    const s = await openSse(`${node.url}${url}`, { 'x-api-key': KEY });
    streams.push(s);
    assert.equal(s.status, 200, JSON.stringify(s.body));
    return s;
  };

  before(async () => {
    // one after the other: the first start creates the schema and the organization
    a = await startServerProcess(env, dataDir);
    b = await startServerProcess(env, dataDir);
    assert.equal((await call(a, 'POST', '/v1/repos', { slug: 'shared' })).status, 201);
  });
  after(async () => {
    for (const s of streams) s.close();
    await Promise.allSettled([a?.stop(), b?.stop()]);
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(work, { recursive: true, force: true });
    await dropSchema(schema);
  });

  test('an API commit on A reaches a watcher on B, in well under a second', async () => {
    const s = await watch(b, '/v1/repos/shared/watch?branch=main');
    const connected = await s.nextEvent();
    assert.equal(connected?.event, 'connected');
    for (let i = 0; i < 3; i++) {
      const res = await call(a, 'POST', '/v1/repos/shared/commits', { branch: 'main', message: `from A ${i}`, changes: [{ path: 'a.txt', content: `${i}` }] });
      assert.equal(res.status, 201);
      const answered = performance.now();
      const { sha } = (await res.json()) as { sha: string };
      const event = await s.nextEvent(3000);
      assert.equal(event?.event, 'commit');
      assert.equal((event!.data as { sha: string }).sha, sha);
      assert.ok(event!.at - answered < 1000, `arrived ${Math.round(event!.at - answered)} ms after A answered`);
    }
  });

  test('a git push to A reaches watchers on both nodes; B\'s own commit is heard once on B and on A', async () => {
    const onA = await watch(a, '/v1/repos/shared/watch');
    const onB = await watch(b, '/v1/repos/shared/watch');
    for (const s of [onA, onB]) assert.equal((await s.nextEvent())?.event, 'connected');

    const remote = `http://${ORG}:${KEY}@${a.url.slice('http://'.length)}/${ORG}/shared.git`;
    await gitAsyncOk(['clone', '-q', remote, 'c'], { cwd: work });
    const cwd = path.join(work, 'c');
    gitSync(['commit', '-q', '--allow-empty', '-m', 'pushed to A'], { cwd });
    const pushed = gitSync(['rev-parse', 'HEAD'], { cwd }).trim();
    await gitAsyncOk(['push', '-q', 'origin', 'HEAD:main'], { cwd });
    for (const s of [onA, onB]) assert.equal(((await s.nextEvent(3000))!.data as { sha: string }).sha, pushed);

    const res = await call(b, 'POST', '/v1/repos/shared/commits', { branch: 'main', message: 'from B', changes: [{ path: 'b.txt', content: 'b' }] });
    const { sha } = (await res.json()) as { sha: string };
    for (const s of [onA, onB]) assert.equal(((await s.nextEvent(3000))!.data as { sha: string }).sha, sha);
    await new Promise((r) => setTimeout(r, 300));
    for (const s of [onA, onB]) assert.equal(s.pending(), 0, 'nothing heard twice');
  });
});
