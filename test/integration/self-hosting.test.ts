import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { api, startTestGrove } from '../helpers/grove.js';

describe('plans of a self-hosted install', () => {
  test('without GROVE_DEFAULT_PLAN an organization made at start is unlimited: no quota, limits null', async () => {
    const t = await startTestGrove({ env: { GROVE_DEFAULT_PLAN: '' } });
    try {
      for (let i = 0; i < 7; i++) assert.equal((await api(t).post('/v1/repos', { slug: `r${i}` })).statusCode, 201);
      const usage = (await api(t).get('/v1/usage')).json();
      assert.equal(usage.plan, 'unlimited');
      assert.deepEqual([usage.api_calls.limit, usage.repositories.limit, usage.storage_bytes.limit], [null, null, null]);
      assert.equal(usage.repositories.used, 7);
    } finally {
      await t.close();
    }
  });

  test("a 402 says the organization's plan and the command that changes it", async () => {
    const t = await startTestGrove({ env: { GROVE_DEFAULT_PLAN: 'free' } });
    try {
      for (let i = 0; i < 5; i++) assert.equal((await api(t).post('/v1/repos', { slug: `r${i}` })).statusCode, 201);
      const refused = await api(t).post('/v1/repos', { slug: 'r5' });
      assert.equal(refused.statusCode, 402);
      const body = refused.json();
      assert.equal(body.code, 'QUOTA_EXCEEDED');
      assert.match(body.error, /The free plan allows 5 repositories\./);
      assert.match(body.error, /Organization 'acme' is on the 'free' plan/);
      assert.match(body.error, /grove org set-plan acme unlimited/);

      await t.grove.services.orgs.setPlan('acme', 'unlimited');
      assert.equal((await api(t).post('/v1/repos', { slug: 'r5' })).statusCode, 201, 'the command is the way out');
    } finally {
      await t.close();
    }
  });
});

describe('/metrics', () => {
  test('open when GROVE_METRICS_TOKEN is unset', async () => {
    const t = await startTestGrove();
    try {
      const res = await t.app.inject({ method: 'GET', url: '/metrics' });
      assert.equal(res.statusCode, 200);
      assert.match(res.body, /process_cpu/);
    } finally {
      await t.close();
    }
  });

  test('with GROVE_METRICS_TOKEN it needs Authorization: Bearer <token>', async () => {
    const token = 'metrics-token-0123456789';
    const t = await startTestGrove({ env: { GROVE_METRICS_TOKEN: token } });
    try {
      for (const authorization of [undefined, 'Bearer wrong-token-0123456789', `Basic ${token}`, `Bearer ${token}x`]) {
        const res = await t.app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });
        assert.equal(res.statusCode, 401, String(authorization));
        assert.equal(res.json().code, 'UNAUTHORIZED');
        assert.match(res.json().error, /GROVE_METRICS_TOKEN/);
        assert.match(String(res.headers['www-authenticate']), /^Bearer/);
      }
      const ok = await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${token}` } });
      assert.equal(ok.statusCode, 200);
      assert.match(ok.body, /process_cpu/);
      assert.equal((await t.app.inject({ method: 'GET', url: '/health' })).statusCode, 200, '/health stays open');
    } finally {
      await t.close();
    }
  });
});

describe('CORS (GROVE_CORS_ORIGINS)', () => {
  const APP = 'https://app.example.com';
  const preflight = (origin: string) => ({
    method: 'OPTIONS' as const,
    url: '/v1/repos/demo/branches/main',
    headers: { origin, 'access-control-request-method': 'PATCH', 'access-control-request-headers': 'x-api-key,content-type,if-match,authorization' },
  });

  test('off by default: no CORS headers, no preflight route', async () => {
    const t = await startTestGrove();
    try {
      const res = await api(t).get('/v1/repos', { origin: APP });
      assert.equal(res.statusCode, 200);
      assert.equal(res.headers['access-control-allow-origin'], undefined);
      assert.notEqual((await t.app.inject(preflight(APP))).statusCode, 204);
    } finally {
      await t.close();
    }
  });

  test('a listed origin gets a working preflight for the API headers, and readable answers (errors too)', async () => {
    const t = await startTestGrove({ env: { GROVE_CORS_ORIGINS: `${APP}, http://localhost:5173` } });
    try {
      const pre = await t.app.inject(preflight(APP));
      assert.equal(pre.statusCode, 204);
      assert.equal(pre.headers['access-control-allow-origin'], APP);
      const allowed = String(pre.headers['access-control-allow-headers']).split(/\s*,\s*/);
      for (const header of ['x-api-key', 'content-type', 'if-match', 'authorization']) assert.ok(allowed.includes(header), header);
      assert.match(String(pre.headers['access-control-allow-methods']), /PATCH/);
      assert.equal(pre.headers['access-control-allow-credentials'], undefined, 'keys travel in headers, never cookies');

      const get = await api(t).get('/v1/repos', { origin: 'http://localhost:5173' });
      assert.equal(get.statusCode, 200);
      assert.equal(get.headers['access-control-allow-origin'], 'http://localhost:5173');
      assert.match(String(get.headers['access-control-expose-headers']), /x-request-id/);
      assert.match(String(get.headers['access-control-expose-headers']), /etag/);

      const denied = await api(t, null).get('/v1/repos', { origin: APP });
      assert.equal(denied.statusCode, 401);
      assert.equal(denied.headers['access-control-allow-origin'], APP, 'a browser client can read why it was refused');

      const other = await t.app.inject(preflight('https://evil.example.com'));
      assert.equal(other.headers['access-control-allow-origin'], undefined);
      assert.equal((await api(t).get('/v1/repos', { origin: 'https://evil.example.com' })).headers['access-control-allow-origin'], undefined);
    } finally {
      await t.close();
    }
  });

  test("'*' allows any origin", async () => {
    const t = await startTestGrove({ env: { GROVE_CORS_ORIGINS: '*' } });
    try {
      const pre = await t.app.inject(preflight('https://anywhere.example'));
      assert.equal(pre.statusCode, 204);
      assert.equal(pre.headers['access-control-allow-origin'], '*');
    } finally {
      await t.close();
    }
  });
});
