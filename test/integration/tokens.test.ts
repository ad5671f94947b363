import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { ManualClock } from '../../src/infra/clock.js';
import { api, startTestGrove, type TestGrove } from '../helpers/grove.js';

describe('scoped tokens', () => {
  let t: TestGrove;
  const clock = new ManualClock(Date.now());
  const create = (body: object) => api(t).post('/v1/tokens', { name: 'ci', expires_in: 3600, ...body });

  before(async () => {
    t = await startTestGrove({ clock });
    await t.grove.services.orgs.setPlan(t.org, 'paid');
    for (const slug of ['app', 'web']) assert.equal((await api(t).post('/v1/repos', { slug })).statusCode, 201);
    assert.equal((await api(t).post('/v1/repos', { slug: 'svc', namespace: 'team' })).statusCode, 201);
  });
  after(() => t.close());

  test('create returns the token once with prefix, scopes and expiry; list shows it without the secret', async () => {
    const res = await create({ scopes: { 'repos:app': ['read'], 'vaults:*': ['read', 'write'] } });
    assert.equal(res.statusCode, 201, res.body);
    const body = res.json();
    assert.match(body.token, /^grove_tk_/);
    assert.ok(body.token.startsWith(body.key_prefix));
    assert.deepEqual(body.scopes, { 'repos:app': ['read'], 'vaults:*': ['read', 'write'] });
    assert.equal(Date.parse(body.expires_at) - Date.parse(body.created_at), 3600_000);
    const list = (await api(t).get('/v1/tokens')).json();
    const listed = list.tokens.find((k: { id: string }) => k.id === body.id);
    assert.ok(listed);
    assert.equal(listed.token, undefined);
    assert.equal(listed.last_used, null);
    assert.ok(!JSON.stringify(list).includes(body.token));
  });

  test('validation: name length, expires_in bounds, scope patterns and permissions', async () => {
    const bad = [
      { name: '', scopes: { 'repos:*': ['read'] } },
      { name: 'x'.repeat(101), scopes: { 'repos:*': ['read'] } },
      { scopes: { 'repos:*': ['read'] }, expires_in: 3599 },
      { scopes: { 'repos:*': ['read'] }, expires_in: 2_592_001 },
      { scopes: { 'repos:*': ['read'] }, expires_in: 3600.5 },
      { scopes: {} },
      { scopes: { 'repos:Bad--Slug': ['read'] } },
      { scopes: { 'repos:a/b/c': ['read'] } },
      { scopes: { 'orgs:*': ['read'] } },
      { scopes: { 'repos:*': ['admin'] } },
      { scopes: { 'repos:*': [] } },
      { scopes: { 'repos:*': 'read' } },
    ];
    for (const body of bad) assert.equal((await create(body)).statusCode, 400, JSON.stringify(body));
    assert.equal((await create({ scopes: { 'repos:team/svc': ['write'] }, expires_in: 2_592_000 })).statusCode, 201);
  });

  test('scopes are enforced: read token reads but cannot write; out of scope is 403; master-only routes 403', async () => {
    const read = (await create({ scopes: { 'repos:app': ['read'] } })).json().token as string;
    assert.equal((await api(t, read).get('/v1/repos/app')).statusCode, 200);
    assert.equal((await api(t, read).get('/v1/repos/app/commits')).statusCode, 200);
    assert.equal((await api(t, read).post('/v1/repos/app/commits', { branch: 'main', message: 'x', changes: [{ path: 'x', content: 'x' }] })).statusCode, 403);
    assert.equal((await api(t, read).get('/v1/repos/web')).statusCode, 403, 'another repo of the same organization');
    assert.equal((await api(t, read).post('/v1/tokens', { name: 'escalate', scopes: { 'repos:*': ['write'] }, expires_in: 3600 })).statusCode, 403);
    assert.equal((await api(t, read).get('/v1/tokens')).statusCode, 403);
    const listed = (await api(t, read).get('/v1/repos')).json().repos.map((r: { slug: string }) => r.slug);
    assert.deepEqual(listed, ['app'], 'listing shows only repositories in scope');
    const write = (await create({ scopes: { 'repos:*': ['write'] } })).json().token as string;
    assert.equal((await api(t, write).post('/v1/repos/web/commits', { branch: 'main', message: 'x', changes: [{ path: 'x', content: 'x' }] })).statusCode, 201);
    assert.equal((await api(t, write).delete('/v1/repos/web')).statusCode, 403, 'deleting a repository is master-only');
    const ns = (await create({ scopes: { 'repos:team/svc': ['write'] } })).json().token as string;
    assert.equal((await api(t, ns).get('/v1/repos/team/svc')).statusCode, 200);
    assert.equal((await api(t, ns).get('/v1/repos/app')).statusCode, 403);
  });

  test('revocation is immediate; last_used is recorded; unknown ids are 404', async () => {
    const { id, token } = (await create({ scopes: { 'repos:*': ['read'] } })).json();
    assert.equal((await api(t, token).get('/v1/repos/app')).statusCode, 200);
    const used = (await api(t).get('/v1/tokens')).json().tokens.find((k: { id: string }) => k.id === id);
    assert.ok(used.last_used, 'last_used set after use');
    const del = await api(t).delete(`/v1/tokens/${id}`);
    assert.equal(del.statusCode, 200);
    assert.deepEqual(del.json(), { id, revoked: true });
    assert.equal((await api(t, token).get('/v1/repos/app')).statusCode, 401);
    assert.equal((await api(t).delete(`/v1/tokens/${id}`)).statusCode, 404);
    assert.ok(!(await api(t).get('/v1/tokens')).json().tokens.some((k: { id: string }) => k.id === id), 'revoked tokens are not listed');
    const other = await t.createOrg('tok-other', 'paid');
    const theirs = (await api(t, other).post('/v1/tokens', { name: 'x', scopes: { 'repos:*': ['read'] }, expires_in: 3600 })).json().id;
    assert.equal((await api(t).delete(`/v1/tokens/${theirs}`)).statusCode, 404, 'another organization\'s token');
  });

  test('expiry: a token stops working at expires_at and leaves the listing', async () => {
    const { id, token } = (await create({ scopes: { 'repos:*': ['read'] }, expires_in: 3600 })).json();
    clock.advance(3599_000);
    assert.equal((await api(t, token).get('/v1/repos/app')).statusCode, 200);
    clock.advance(1_000);
    assert.equal((await api(t, token).get('/v1/repos/app')).statusCode, 401);
    assert.ok(!(await api(t).get('/v1/tokens')).json().tokens.some((k: { id: string }) => k.id === id));
  });

  test('at most 1,000 active tokens per organization', async () => {
    const key = await t.createOrg('many-tokens', 'paid');
    const org = (await t.grove.store.orgs.findBySlug('many-tokens'))!;
    const { hashKey } = await import('../../src/infra/keys.js');
    const now = new Date(clock.now()).toISOString();
    const expires = new Date(clock.now() + 3600_000).toISOString();
    for (let i = 0; i < 1000; i++) {
      await t.grove.store.keys.create({
        hash: hashKey(`bulk-${i}`),
        key: { id: `tok_bulk_${i}`, orgId: org.id, kind: 'token', name: `b${i}`, keyPrefix: 'grove_tk_bulk', scopes: { 'repos:*': ['read'] }, expiresAt: expires, revokedAt: null, lastUsedAt: null, createdAt: now },
      });
    }
    const refused = await api(t, key).post('/v1/tokens', { name: 'one-too-many', scopes: { 'repos:*': ['read'] }, expires_in: 3600 });
    assert.equal(refused.statusCode, 422);
    assert.equal((await api(t, key).delete('/v1/tokens/tok_bulk_0')).statusCode, 200);
    assert.equal((await api(t, key).post('/v1/tokens', { name: 'fits-again', scopes: { 'repos:*': ['read'] }, expires_in: 3600 })).statusCode, 201);
  });
});
