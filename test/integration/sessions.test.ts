import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { ManualClock } from '../../src/infra/clock.js';
import { api, startTestGrove, type TestGrove } from '../helpers/grove.js';

describe('sessions', () => {
  let t: TestGrove;
  const clock = new ManualClock(Date.now());
  const withSession = (key: string, session: string) => ({ ...api(t, key), get: (url: string) => api(t, key).get(url, { 'x-session-id': session }), post: (url: string, body?: unknown) => api(t, key).post(url, body, { 'x-session-id': session }) });

  before(async () => {
    t = await startTestGrove({ clock });
    assert.equal((await api(t).post('/v1/repos', { slug: 'app' })).statusCode, 201);
  });
  after(() => t.close());

  test('create: default ttl 1800, capped at 1 hour on free and 8 hours on paid plans', async () => {
    const res = await api(t).post('/v1/session', {});
    assert.equal(res.statusCode, 201, res.body);
    const body = res.json();
    assert.match(body.session_id, /^sess_/);
    assert.equal(body.ttl_seconds, 1800);
    assert.equal(body.idle_extend, true);
    assert.equal(Date.parse(body.expires_at), clock.now() + 1800_000);
    assert.equal((await api(t).post('/v1/session', { ttl_seconds: 99_999 })).json().ttl_seconds, 3600);
    const paid = await t.createOrg('paid-sessions', 'paid');
    assert.equal((await api(t, paid).post('/v1/session', { ttl_seconds: 99_999 })).json().ttl_seconds, 8 * 3600);
    assert.equal((await api(t).post('/v1/session', { ttl_seconds: 0 })).statusCode, 400);
    assert.equal((await api(t).post('/v1/session', { ttl_seconds: 'long' })).statusCode, 400);
    assert.equal((await api(t, null).post('/v1/session', {})).statusCode, 401);
  });

  test('requests through a session; idle extension moves expiry; status reports activity', async () => {
    const { session_id: id } = (await api(t).post('/v1/session', { ttl_seconds: 600 })).json();
    const s = withSession(t.key, id);
    clock.advance(500_000);
    assert.equal((await s.get('/v1/repos/app')).statusCode, 200);
    const status = (await api(t).get(`/v1/session/${id}/status`)).json();
    assert.equal(status.closed, false);
    assert.equal(status.lastActivityAt, clock.now());
    assert.equal(status.ttlMs, 600_000, 'idle_extend: expiry moved to now + ttl');
    clock.advance(599_000);
    assert.equal((await s.get('/v1/repos/app')).statusCode, 200, 'still open thanks to the extension');
  });

  test('without idle_extend the session expires on time: ttlMs goes negative and requests fall back to normal auth', async () => {
    const { session_id: id } = (await api(t).post('/v1/session', { ttl_seconds: 60, idle_extend: false })).json();
    const s = withSession(t.key, id);
    clock.advance(30_000);
    assert.equal((await s.get('/v1/repos/app')).statusCode, 200);
    clock.advance(31_000);
    await t.grove.services.sessions.sweep();
    const status = (await api(t).get(`/v1/session/${id}/status`)).json();
    assert.ok(status.ttlMs < 0, `ttlMs ${status.ttlMs}`);
    assert.equal(status.closed, true);
    assert.equal((await s.get('/v1/repos/app')).statusCode, 200, 'the key itself is still valid');
    assert.equal((await withSession('grove_mk_wrong_key_000000000000000000', id).get('/v1/repos/app')).statusCode, 401);
  });

  test('writes inside a session are counted and flushed; close flushes and ends the session', async () => {
    const { session_id: id } = (await api(t).post('/v1/session', {})).json();
    const s = withSession(t.key, id);
    for (let i = 0; i < 3; i++) {
      const res = await s.post('/v1/repos/app/commits', { branch: 'main', message: `s${i}`, changes: [{ path: `f${i}.txt`, content: `${i}\n` }] });
      assert.equal(res.statusCode, 201, res.body);
    }
    // Each commit adds 1 blob + 1 root tree + 1 commit object.
    assert.equal((await api(t).get(`/v1/session/${id}/status`)).json().objectCount, 9);
    const flushed = await api(t).post(`/v1/session/${id}/flush`);
    assert.equal(flushed.statusCode, 200);
    assert.deepEqual(flushed.json(), { flushedObjects: 9, flushedRefs: 1 });
    assert.deepEqual((await api(t).post(`/v1/session/${id}/flush`)).json(), { flushedObjects: 0, flushedRefs: 0 });
    assert.equal((await s.post('/v1/repos/app/commits', { branch: 'main', message: 'last', changes: [{ path: 'g.txt', content: 'g\n' }] })).statusCode, 201);
    const closed = await api(t).delete(`/v1/session/${id}`);
    assert.equal(closed.statusCode, 200);
    assert.deepEqual(closed.json(), { status: 'closed', flushedObjects: 3, flushedRefs: 1 });
    assert.equal((await api(t).get(`/v1/session/${id}/status`)).json().closed, true);
    const after = await s.get('/v1/repos/app');
    assert.equal(after.statusCode, 200, 'normal auth after close');
  });

  test('revoking the token ends its sessions at once', async () => {
    const { id: tokenId, token } = (await api(t).post('/v1/tokens', { name: 's', scopes: { 'repos:*': ['read'] }, expires_in: 3600 })).json();
    const { session_id: id } = (await api(t, token).post('/v1/session', {})).json();
    const s = withSession(token, id);
    assert.equal((await s.get('/v1/repos/app')).statusCode, 200);
    assert.equal((await api(t).delete(`/v1/tokens/${tokenId}`)).statusCode, 200);
    assert.equal((await s.get('/v1/repos/app')).statusCode, 401);
  });

  test("sessions are per organization: another org's session id is 404, and a different key cannot ride a session", async () => {
    const { session_id: id } = (await api(t).post('/v1/session', {})).json();
    const other = await t.createOrg('sess-other');
    assert.equal((await api(t, other).get(`/v1/session/${id}/status`)).statusCode, 404);
    assert.equal((await api(t, other).post(`/v1/session/${id}/flush`)).statusCode, 404);
    assert.equal((await api(t, other).delete(`/v1/session/${id}`)).statusCode, 404);
    assert.equal((await withSession(other, id).get('/v1/repos/app')).statusCode, 404, 'the other key is used as itself, not as the session');
    assert.equal((await api(t).get('/v1/session/sess_unknown/status')).statusCode, 404);
  });

  test('regression: only the key that opened a session, or a master key, may read, flush or close it', async () => {
    const mint = async (name: string) => (await api(t).post('/v1/tokens', { name, scopes: { 'repos:*': ['read'] }, expires_in: 3600 })).json<{ token: string }>().token;
    const owner = await mint('owner');
    const stranger = await mint('stranger');
    const { session_id: id } = (await api(t, owner).post('/v1/session', {})).json<{ session_id: string }>();

    for (const res of [
      await api(t, stranger).get(`/v1/session/${id}/status`),
      await api(t, stranger).post(`/v1/session/${id}/flush`),
      await api(t, stranger).delete(`/v1/session/${id}`),
    ]) {
      assert.equal(res.statusCode, 403);
      assert.equal(res.json<{ code: string }>().code, 'FORBIDDEN');
    }
    assert.equal((await api(t, owner).get(`/v1/session/${id}/status`)).json<{ closed: boolean }>().closed, false, 'the refused close did not close it');
    assert.equal((await api(t, owner).post(`/v1/session/${id}/flush`)).statusCode, 200);
    assert.equal((await api(t).get(`/v1/session/${id}/status`)).statusCode, 200, 'a master key may read it');
    assert.equal((await api(t).delete(`/v1/session/${id}`)).statusCode, 200, 'and close it');
  });
});
