// Watch streams over real HTTP: the event order of SPEC (connected once, commit per tip move, rotate, keep-alive
// comments), reconnecting, a branch deleted while watched, changes made behind Grove's back (the poll), shared
// channels, and refusals (400/401/403/404 as JSON, never a stream).
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { repoPath } from '../../src/git/repo-layout.js';
import { bareGit } from '../helpers/git.js';
import { api, startServingGrove, type ServingGrove } from '../helpers/grove.js';
import { openSse, type SseStream } from '../helpers/sse.js';

const SHA = /^[0-9a-f]{40}$/;

async function commit(t: ServingGrove, slug: string, branch: string, content: string): Promise<string> {
  const res = await api(t).post(`/v1/repos/${slug}/commits`, { branch, message: content, changes: [{ path: 'f.txt', content }] });
  assert.equal(res.statusCode, 201, res.body);
  return res.json<{ sha: string }>().sha;
}

async function tip(t: ServingGrove, slug: string, branch: string): Promise<string> {
  return (await api(t).get(`/v1/repos/${slug}/branches/${branch}`)).json<{ sha: string }>().sha;
}

function watch(t: ServingGrove, path: string, key: string | null = t.key): Promise<SseStream> {
  return openSse(`http://127.0.0.1:${t.port}${path}`, key ? { 'x-api-key': key } : {});
}

describe('watch stream', () => {
  let t: ServingGrove;
  const streams: SseStream[] = [];
  const open = async (path: string, key?: string | null) => {
    const s = await watch(t, path, key);
    streams.push(s);
    return s;
  };

  before(async () => {
    t = await startServingGrove('grove-watch-', { env: { GROVE_WATCH_ROTATE_MS: '60000', GROVE_WATCH_KEEPALIVE_MS: '300', GROVE_WATCH_POLL_MS: '150' } });
    assert.equal((await api(t).post('/v1/repos', { slug: 'w' })).statusCode, 201);
  });
  after(async () => {
    for (const s of streams) s.close();
    await t.close();
  });

  test('connected once with the current tip, then one commit per tip move, in order, pushed within the second', async () => {
    const s = await open('/v1/repos/w/watch');
    assert.equal(s.status, 200);
    assert.match(s.headers.get('content-type')!, /^text\/event-stream/);
    assert.equal(s.headers.get('cache-control'), 'no-cache, no-transform');
    assert.ok(s.headers.get('x-request-id'), 'the headers every response carries are kept');
    assert.ok(s.headers.get('x-ratelimit-limit'));
    const connected = await s.nextEvent();
    assert.deepEqual(connected?.event, 'connected');
    assert.deepEqual(connected?.data, { sha: await tip(t, 'w', 'main'), branch: 'main' });

    const made: string[] = [];
    for (let i = 0; i < 5; i++) {
      const before = Date.now();
      made.push(await commit(t, 'w', 'main', `v${i}`));
      const event = await s.nextEvent(1000);
      assert.equal(event?.event, 'commit');
      const data = event!.data as { sha: string; branch: string; ts: number };
      assert.deepEqual(Object.keys(data).sort(), ['branch', 'sha', 'ts']);
      assert.equal(data.sha, made[i]);
      assert.equal(data.branch, 'main');
      assert.ok(data.ts >= before - 5 && data.ts <= Date.now(), `ts ${data.ts} is the time of the move, in ms`);
    }
    // a burst without waiting in between: every move, in order
    const burst = [];
    for (let i = 0; i < 5; i++) burst.push(await commit(t, 'w', 'main', `burst${i}`));
    const seen = [];
    for (let i = 0; i < 5; i++) seen.push(((await s.nextEvent(2000))!.data as { sha: string }).sha);
    assert.deepEqual(seen, burst);
    s.close();
  });

  test('keep-alive comments in quiet periods; other branches and repositories are not heard', async () => {
    assert.equal((await api(t).post('/v1/repos/w/branches', { name: 'quiet' })).statusCode, 201);
    assert.equal((await api(t).post('/v1/repos', { slug: 'other' })).statusCode, 201);
    const s = await open('/v1/repos/w/watch?branch=quiet');
    assert.equal((await s.nextEvent())?.event, 'connected');
    await commit(t, 'w', 'main', 'elsewhere');
    await commit(t, 'other', 'main', 'elsewhere');
    const frame = await s.next(2000);
    assert.deepEqual({ event: frame?.event, data: frame?.data }, { event: 'comment', data: 'keep-alive' });
    const again = await s.next(2000);
    assert.equal(again?.event, 'comment', 'keep-alives keep coming, and nothing else');
    s.close();
  });

  test('a change made behind Grove\'s back (git update-ref on the server) arrives through the poll', async () => {
    const repoId = (await api(t).get('/v1/repos/w')).json<{ id: string }>().id;
    assert.equal((await api(t).post('/v1/repos/w/branches', { name: 'side' })).statusCode, 201);
    const target = await commit(t, 'w', 'side', 'side work');
    const s = await open('/v1/repos/w/watch?branch=main');
    assert.equal((await s.nextEvent())?.event, 'connected');
    bareGit(repoPath(t.dataDir, repoId), ['update-ref', 'refs/heads/main', target]);
    const event = await s.nextEvent(3000);
    assert.equal(event?.event, 'commit');
    assert.deepEqual((event!.data as { sha: string }).sha, target);
    s.close();
  });

  test('watchers of one branch share one channel (one poll timer); leaving frees it', async () => {
    // streams closed by earlier tests leave once the server notices their sockets closed
    for (const until = Date.now() + 3000; t.grove.services.watch.stats().watchers > 0 && Date.now() < until; ) await new Promise((r) => setTimeout(r, 20));
    const before = t.grove.services.watch.stats();
    assert.deepEqual(before, { channels: 0, watchers: 0 });
    const many = await Promise.all(Array.from({ length: 20 }, () => open('/v1/repos/w/watch?branch=main')));
    for (const s of many) assert.equal((await s.nextEvent())?.event, 'connected');
    const during = t.grove.services.watch.stats();
    assert.equal(during.watchers - before.watchers, 20);
    assert.equal(during.channels - before.channels, 1);
    const sha = await commit(t, 'w', 'main', 'to all');
    for (const s of many) {
      const event = await s.nextEvent();
      assert.equal(event?.event, 'commit');
      assert.equal((event!.data as { sha: string }).sha, sha);
    }
    for (const s of many) s.close();
    for (const until = Date.now() + 3000; t.grove.services.watch.stats().watchers > before.watchers && Date.now() < until; ) await new Promise((r) => setTimeout(r, 20));
    assert.deepEqual(t.grove.services.watch.stats(), before);
  });

  test('a branch deleted while watched: rotate with its last tip, the stream ends, and a reconnect is 404', async () => {
    const created = (await api(t).post('/v1/repos/w/branches', { name: 'doomed' })).json<{ sha: string }>();
    const s = await open('/v1/repos/w/watch?branch=doomed');
    assert.deepEqual((await s.nextEvent())?.data, { sha: created.sha, branch: 'doomed' });
    assert.equal((await api(t).delete('/v1/repos/w/branches/doomed')).statusCode, 200);
    const rotate = await s.nextEvent(1000);
    assert.equal(rotate?.event, 'rotate');
    assert.equal((rotate!.data as { sha: string }).sha, created.sha);
    assert.equal(await s.nextEvent(1000), null, 'the server closed the stream');
    const again = await open('/v1/repos/w/watch?branch=doomed');
    assert.equal(again.status, 404);
    assert.deepEqual(again.body, { error: "branch 'doomed' does not exist", code: 'NOT_FOUND' });
  });

  test('a repository deleted while watched ends its streams with rotate', async () => {
    assert.equal((await api(t).post('/v1/repos', { slug: 'gone' })).statusCode, 201);
    const s = await open('/v1/repos/gone/watch');
    assert.equal((await s.nextEvent())?.event, 'connected');
    assert.equal((await api(t).delete('/v1/repos/gone')).statusCode, 200);
    assert.equal((await s.nextEvent(1000))?.event, 'rotate');
    assert.equal(await s.nextEvent(1000), null);
    assert.equal((await open('/v1/repos/gone/watch')).status, 404);
  });

  test('refusals are JSON errors, never a stream: 401, 404 (repository, branch, out-of-scope token), 400', async () => {
    const noKey = await open('/v1/repos/w/watch', null);
    assert.equal(noKey.status, 401);
    assert.equal((noKey.body as { code: string }).code, 'UNAUTHORIZED');
    const badKey = await open('/v1/repos/w/watch', 'grove_mk_not_a_real_key_000000000000000000000');
    assert.equal(badKey.status, 401);
    const noRepo = await open('/v1/repos/nope/watch');
    assert.equal(noRepo.status, 404);
    assert.equal((noRepo.body as { code: string }).code, 'NOT_FOUND');
    const noBranch = await open('/v1/repos/w/watch?branch=missing');
    assert.equal(noBranch.status, 404);
    assert.deepEqual(noBranch.body, { error: "branch 'missing' does not exist", code: 'NOT_FOUND' });
    const tagOnly = await api(t).put('/v1/repos/w/refs/tags/v1', { sha: await tip(t, 'w', 'main') });
    assert.equal(tagOnly.statusCode, 200);
    assert.equal((await open('/v1/repos/w/watch?branch=v1')).status, 404, 'tags are not watched');
    const badName = await open('/v1/repos/w/watch?branch=a..b');
    assert.equal(badName.status, 400);
    assert.equal((badName.body as { code: string }).code, 'VALIDATION_ERROR');
    const unknownParam = await open('/v1/repos/w/watch?ref=main');
    assert.equal(unknownParam.status, 400);

    const other = (await api(t).post('/v1/tokens', { name: 'other', scopes: { 'repos:other': ['read'] }, expires_in: 3600 })).json<{ token: string }>().token;
    const outOfScope = await open('/v1/repos/w/watch', other);
    assert.ok([403, 404].includes(outOfScope.status), `status ${outOfScope.status}`);
    assert.equal((await open('/v1/repos/other/watch', other)).status, 200, 'a read token of the repository may watch');
  });
});

describe('watch stream rotation', () => {
  let t: ServingGrove;
  before(async () => {
    t = await startServingGrove('grove-watch-rotate-', { env: { GROVE_WATCH_ROTATE_MS: '600', GROVE_WATCH_KEEPALIVE_MS: '60000', GROVE_WATCH_POLL_MS: '2000' } });
    assert.equal((await api(t).post('/v1/repos', { slug: 'r' })).statusCode, 201);
  });
  after(() => t.close());

  test('rotate {sha, ts} after the connection lifetime, then the server closes; a reconnect starts over at the current tip', async () => {
    const s = await watch(t, '/v1/repos/r/watch');
    const connected = await s.nextEvent();
    const first = (connected!.data as { sha: string }).sha;
    assert.match(first, SHA);
    const sha = await commit(t, 'r', 'main', 'during');
    assert.equal(((await s.nextEvent())!.data as { sha: string }).sha, sha);
    const before = Date.now();
    const rotate = await s.nextEvent(3000);
    assert.equal(rotate?.event, 'rotate');
    const data = rotate!.data as { sha: string; ts: number };
    assert.deepEqual(Object.keys(data).sort(), ['sha', 'ts']);
    assert.equal(data.sha, sha);
    assert.ok(Math.abs(data.ts - before) < 2000);
    assert.ok(rotate!.at - connected!.at >= 550, `rotated after ${rotate!.at - connected!.at} ms`);
    assert.equal(await s.nextEvent(1000), null, 'closed by the server');

    // a move while disconnected is seen in the next connected
    const moved = await commit(t, 'r', 'main', 'between');
    const again = await watch(t, '/v1/repos/r/watch');
    assert.deepEqual((await again.nextEvent())?.data, { sha: moved, branch: 'main' });
    assert.equal((await again.nextEvent(3000))?.event, 'rotate');
    assert.equal(t.grove.services.watch.stats().watchers, 0);
    again.close();
  });
});
