import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { ManualClock } from '../../src/infra/clock.js';
import { hashKey } from '../../src/infra/keys.js';
import { MemoryRateLimiter } from '../../src/infra/ratelimit/index.js';
import { newId } from '../../src/lib/ids.js';
import { monthKey } from '../../src/lib/month.js';
import { api, startTestGrove, type TestGrove } from '../helpers/grove.js';

/** A scoped token inserted directly (the token API is its own feature); enough to exercise "not master". */
async function insertToken(t: TestGrove, secret: string): Promise<void> {
  const org = (await t.grove.store.orgs.findBySlug(t.org))!;
  await t.grove.store.keys.create({
    hash: hashKey(secret),
    key: {
      id: newId('key'), orgId: org.id, kind: 'token', name: 'reader', keyPrefix: secret.slice(0, 16),
      scopes: { 'repos:*': ['read'] }, expiresAt: new Date(Date.now() + 3_600_000).toISOString(), revokedAt: null, lastUsedAt: null,
      createdAt: new Date().toISOString(),
    },
  });
}

describe('HTTP conventions and bad input', () => {
  let t: TestGrove;
  before(async () => {
    t = await startTestGrove();
    await t.grove.services.orgs.setPlan(t.org, 'paid');
    assert.equal((await api(t).post('/v1/repos', { slug: 'base' })).statusCode, 201);
  });
  after(() => t.close());

  const expectError = (res: { statusCode: number; json: () => { error: unknown; code: unknown } }, status: number, code: string) => {
    assert.equal(res.statusCode, status);
    const body = res.json();
    assert.equal(body.code, code);
    assert.equal(typeof body.error, 'string');
    assert.ok((body.error as string).length > 0);
  };

  test('malformed JSON is 400 VALIDATION_ERROR', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/v1/repos', headers: { 'x-api-key': t.key, 'content-type': 'application/json' }, payload: '{"slug": "x",' });
    expectError(res, 400, 'VALIDATION_ERROR');
  });

  test('wrong content type is 415', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/v1/repos', headers: { 'x-api-key': t.key, 'content-type': 'text/plain' }, payload: 'slug=x' });
    expectError(res, 415, 'UNSUPPORTED_MEDIA_TYPE');
  });

  test('missing body is 400', async () => {
    expectError(await api(t).post('/v1/repos'), 400, 'VALIDATION_ERROR');
  });

  test('unknown and mistyped fields are 400 and name the field', async () => {
    const unknown = await api(t).post('/v1/repos', { slug: 'ok-slug', colour: 'blue' });
    expectError(unknown, 400, 'VALIDATION_ERROR');
    assert.match(unknown.json().error, /colour/);
    expectError(await api(t).post('/v1/repos', { slug: 'ok-slug', is_template: 'yes' }), 400, 'VALIDATION_ERROR');
    expectError(await api(t).post('/v1/repos', { slug: 'ok-slug', visibility: 'secret' }), 400, 'VALIDATION_ERROR');
    expectError(await api(t).post('/v1/repos', { slug: 42 }), 400, 'VALIDATION_ERROR');
    expectError(await api(t).patch('/v1/repos/base', { slug: 'rename' }), 400, 'VALIDATION_ERROR');
    expectError(await api(t).post('/v1/repos', [1, 2]), 400, 'VALIDATION_ERROR');
  });

  test('slug and namespace rules', async () => {
    for (const slug of ['Upper', 'double--hyphen', 'a'.repeat(101), '', 'sp ace', 'under_score', 'tree']) {
      expectError(await api(t).post('/v1/repos', { slug }), 400, 'VALIDATION_ERROR');
    }
    expectError(await api(t).post('/v1/repos', { slug: 'fine', namespace: 'Bad--Ns' }), 400, 'VALIDATION_ERROR');
    assert.equal((await api(t).post('/v1/repos', { slug: 'a'.repeat(100) })).statusCode, 201, '100 characters is allowed');
    assert.equal((await api(t).post('/v1/repos', { slug: 'x-1-y' })).statusCode, 201);
  });

  test('description over 500 characters and an invalid default branch are 400', async () => {
    expectError(await api(t).post('/v1/repos', { slug: 'long-desc', description: 'd'.repeat(501) }), 400, 'VALIDATION_ERROR');
    expectError(await api(t).post('/v1/repos', { slug: 'bad-branch', default_branch: 'a..b' }), 400, 'VALIDATION_ERROR');
    expectError(await api(t).post('/v1/repos', { slug: 'bad-branch', default_branch: '-x' }), 400, 'VALIDATION_ERROR');
    expectError(await api(t).patch('/v1/repos/base', { default_branch: 'refs/heads/../x' }), 400, 'VALIDATION_ERROR');
  });

  test('oversized body is 413 PAYLOAD_TOO_LARGE and nothing is created', async () => {
    const res = await api(t).post('/v1/repos', { slug: 'huge', description: 'x'.repeat(2 * 1024 * 1024) });
    expectError(res, 413, 'PAYLOAD_TOO_LARGE');
    assert.equal((await api(t).get('/v1/repos/huge')).statusCode, 404);
  });

  test('missing or wrong key is 401; master-only route with a token is 403', async () => {
    expectError(await api(t, null).get('/v1/repos'), 401, 'UNAUTHORIZED');
    expectError(await api(t, 'grove_mk_not_a_real_key_at_all_0000').get('/v1/repos'), 401, 'UNAUTHORIZED');
    expectError(await api(t, 'x'.repeat(5000)).get('/v1/repos'), 401, 'UNAUTHORIZED');
    const token = 'grove_tk_reader_token_for_tests_000000';
    await insertToken(t, token);
    assert.equal((await api(t, token).get('/v1/repos/base')).statusCode, 200, 'a read token reads');
    expectError(await api(t, token).post('/v1/repos', { slug: 'by-token' }), 403, 'FORBIDDEN');
    expectError(await api(t, token).delete('/v1/repos/base'), 403, 'FORBIDDEN');
    expectError(await api(t, token).patch('/v1/repos/base', { description: 'x' }), 403, 'FORBIDDEN');
    assert.equal((await api(t).get('/v1/repos/base')).json().description, '', 'nothing changed');
  });

  test('bad pagination parameters are 400, never 500', async () => {
    for (const query of ['limit=0', 'limit=1000', 'limit=-1', 'limit=abc', 'offset=-1', 'offset=1.5', 'cursor=%%%garbage', 'cursor=bm90LWpzb24', 'cursor=' + 'A'.repeat(600), 'is_template=maybe', 'namespace=Bad--Ns', 'unknown=1']) {
      const res = await api(t).get(`/v1/repos?${query}`);
      expectError(res, 400, 'VALIDATION_ERROR');
    }
    assert.equal((await api(t).get('/v1/repos?limit=100')).statusCode, 200);
  });

  test('unknown routes are a JSON 404', async () => {
    expectError(await api(t).get('/v1/nothing-here'), 404, 'NOT_FOUND');
    expectError(await api(t).get('/v1/repos/missing-repo'), 404, 'NOT_FOUND');
  });

  test('X-Request-Id on every response: sane incoming ids are echoed, others replaced', async () => {
    const echoed = await api(t).get('/v1/repos', { 'x-request-id': 'trace-123.abc' });
    assert.equal(echoed.headers['x-request-id'], 'trace-123.abc');
    const replaced = await api(t).get('/v1/repos', { 'x-request-id': 'bad id\twith spaces' });
    assert.match(String(replaced.headers['x-request-id']), /^[0-9a-f-]{36}$/);
    for (const res of [await api(t, null).get('/v1/repos'), await api(t).get('/nowhere'), await t.app.inject({ method: 'GET', url: '/health' })]) {
      assert.ok(res.headers['x-request-id'], `missing on ${res.statusCode}`);
    }
  });

  test('rate-limit headers on API responses, authenticated or not', async () => {
    for (const res of [await api(t).get('/v1/repos'), await api(t, null).get('/v1/repos'), await api(t).get('/v1/repos/missing')]) {
      assert.equal(res.headers['x-ratelimit-limit'], '600');
      assert.match(String(res.headers['x-ratelimit-remaining']), /^\d+$/);
      assert.match(String(res.headers['x-ratelimit-reset']), /^\d{10}$/);
      assert.equal(res.headers['retry-after'], undefined);
    }
  });

  test('/health reports database and disk; /metrics is Prometheus text; OpenAPI is served', async () => {
    const health = await t.app.inject({ method: 'GET', url: '/health' });
    assert.equal(health.statusCode, 200);
    assert.equal(health.json().status, 'ok');
    assert.equal(health.json().database.ok, true);
    assert.equal(health.json().disk.writable, true);
    const metrics = await t.app.inject({ method: 'GET', url: '/metrics' });
    assert.equal(metrics.statusCode, 200);
    assert.match(metrics.body, /grove_http_requests_total\{method="GET",route="\/v1\/repos",status="200"\}/);
    const openapi = await t.app.inject({ method: 'GET', url: '/v1/openapi.json' });
    assert.equal(openapi.statusCode, 200);
    assert.equal(openapi.json().openapi, '3.1.0');
    assert.ok(openapi.json().paths['/v1/repos/{namespace}/{slug}']);
  });
});

describe('rate limiting: 429 with Retry-After', () => {
  let t: TestGrove;
  const clock = new ManualClock(Date.UTC(2026, 10, 23, 12, 0, 0));
  before(async () => {
    t = await startTestGrove({ clock, rateLimiter: new MemoryRateLimiter([{ limit: 5, ms: 60_000 }, { limit: 100, ms: 3_600_000 }]) });
  });
  after(() => t.close());

  test('the sixth request in a minute is refused, other keys are unaffected, and the window recovers', async () => {
    for (let i = 0; i < 5; i++) assert.equal((await api(t).get('/v1/repos')).statusCode, 200);
    const refused = await api(t).get('/v1/repos');
    assert.equal(refused.statusCode, 429);
    assert.equal(refused.json().code, 'RATE_LIMITED');
    assert.ok(Number(refused.headers['retry-after']) >= 1);
    assert.equal(refused.headers['x-ratelimit-remaining'], '0');
    const other = await t.createOrg('other-rl');
    assert.equal((await api(t, other).get('/v1/repos')).statusCode, 200, 'per-key buckets');
    clock.advance(2 * 60_000);
    assert.equal((await api(t).get('/v1/repos')).statusCode, 200);
  });
});

describe('free-tier quotas and /v1/usage', () => {
  let t: TestGrove;
  before(async () => {
    t = await startTestGrove();
  });
  after(() => t.close());

  test('a free organization gets 5 repositories, then 402 QUOTA_EXCEEDED', async () => {
    for (let i = 1; i <= 5; i++) assert.equal((await api(t).post('/v1/repos', { slug: `q${i}` })).statusCode, 201);
    const sixth = await api(t).post('/v1/repos', { slug: 'q6' });
    assert.equal(sixth.statusCode, 402);
    assert.equal(sixth.json().code, 'QUOTA_EXCEEDED');
    const usage = (await api(t).get('/v1/usage')).json();
    assert.equal(usage.plan, 'free');
    assert.deepEqual(usage.repositories, { used: 5, limit: 5 });
    assert.equal(usage.api_calls.limit, 10_000);
    assert.ok(usage.api_calls.used >= 7, `counted ${usage.api_calls.used}`);
    assert.ok(usage.storage_bytes.used > 0);
    assert.equal(usage.storage_bytes.limit, 1024 ** 3);
    await t.grove.services.orgs.setPlan(t.org, 'paid');
    assert.equal((await api(t).post('/v1/repos', { slug: 'q6' })).statusCode, 201, 'paid plans have no repository quota');
  });

  test('API calls beyond 10,000 a month are refused; counts survive a flush', async () => {
    const key = await t.createOrg('busy');
    const org = (await t.grove.store.orgs.findBySlug('busy'))!;
    await t.grove.store.usage.add(org.id, monthKey(Date.now()), 'api_calls', 9_998);
    assert.equal((await api(t, key).get('/v1/repos')).statusCode, 200);
    assert.equal((await api(t, key).get('/v1/repos')).statusCode, 200);
    const refused = await api(t, key).get('/v1/repos');
    assert.equal(refused.statusCode, 402);
    assert.equal(refused.json().code, 'QUOTA_EXCEEDED');
    await t.grove.services.usage.flush();
    assert.equal((await t.grove.store.usage.get(org.id, monthKey(Date.now()))).api_calls, 10_000);
  });
});
