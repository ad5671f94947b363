/**
 * The authorization matrix: every route (REST and git smart HTTP) × every kind of caller, with the status each
 * must get. Expected statuses follow from the route's declared need (master, any, read, write) and the
 * caller's standing; each row is a named test, so a regression names the route and the caller.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { ManualClock } from '../../src/infra/clock.js';
import { api, startTestGrove, type TestGrove } from '../helpers/grove.js';

type Caller =
  | 'no key'
  | 'bad key'
  | 'master'
  | 'read token'
  | 'write token'
  | 'other-repo token'
  | 'repos:* token'
  | 'namespace-pattern token'
  | 'slug-only token'
  | 'expired token'
  | 'revoked token'
  | "other org's master";

const CALLERS: Caller[] = ['no key', 'bad key', 'master', 'read token', 'write token', 'other-repo token', 'repos:* token', 'namespace-pattern token', 'slug-only token', 'expired token', 'revoked token', "other org's master"];

type Need = 'master' | 'master-repo' | 'any' | 'read' | 'write';

/** What each caller gets on a route that needs `need` on repository team/app (private). */
function expected(need: Need, caller: Caller): number | 'ok' {
  if (caller === 'no key' || caller === 'bad key' || caller === 'expired token' || caller === 'revoked token') return 401;
  if (need === 'any') return 'ok';
  if (need === 'master') return caller === 'master' || caller === "other org's master" ? 'ok' : 403;
  if (caller === "other org's master") return 404; // another organization's repository does not exist for it
  if (caller === 'master') return 'ok';
  if (need === 'master-repo') return 403;
  if (caller === 'other-repo token' || caller === 'slug-only token') return 403;
  if (need === 'read') return 'ok';
  return caller === 'read token' ? 403 : 'ok';
}

interface Row {
  name: string;
  need: Need;
  /** Builds the request; `n` is unique per attempt so mutating routes get fresh state. */
  request: (n: number) => Promise<{ method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'; url: string; body?: unknown }>;
}

describe('authorization matrix', () => {
  let t: TestGrove;
  const clock = new ManualClock(Date.now());
  const keys = {} as Record<Caller, string | null>;
  let head = '';
  let n = 0;
  let base = '';

  before(async () => {
    t = await startTestGrove({ clock, env: { GROVE_RATE_LIMIT_PER_MINUTE: '100000', GROVE_RATE_LIMIT_PER_HOUR: '1000000' } });
    await t.grove.services.orgs.setPlan(t.org, 'paid');
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    for (const [slug, namespace] of [['app', 'team'], ['other', 'team'], ['app', null]] as const) {
      assert.equal((await api(t).post('/v1/repos', { slug, ...(namespace ? { namespace } : {}) })).statusCode, 201);
    }
    head = (await api(t).post('/v1/repos/team/app/commits', { branch: 'main', message: 'seed', changes: [{ path: 'a.txt', content: 'a\n' }] })).json().sha;
    assert.equal((await api(t).post('/v1/repos/team/app/snapshots', { name: 'snap' })).statusCode, 201);
    const token = async (scopes: Record<string, string[]>, ttl = 3600) =>
      (await api(t).post('/v1/tokens', { name: 'matrix', scopes, expires_in: ttl })).json() as { id: string; token: string };
    keys['no key'] = null;
    keys['bad key'] = 'grove_mk_this_key_does_not_exist_000000000';
    keys.master = t.key;
    keys['read token'] = (await token({ 'repos:team/app': ['read'] })).token;
    keys['write token'] = (await token({ 'repos:team/app': ['read', 'write'] })).token;
    keys['other-repo token'] = (await token({ 'repos:team/other': ['read', 'write'] })).token;
    keys['repos:* token'] = (await token({ 'repos:*': ['read', 'write'] })).token;
    keys['namespace-pattern token'] = (await token({ 'repos:team/app': ['write'] })).token;
    keys['slug-only token'] = (await token({ 'repos:app': ['read', 'write'] })).token;
    const revoked = await token({ 'repos:*': ['read', 'write'] });
    assert.equal((await api(t).delete(`/v1/tokens/${revoked.id}`)).statusCode, 200);
    keys['revoked token'] = revoked.token;
    keys['expired token'] = (await token({ 'repos:*': ['read', 'write'] }, 3600)).token;
    keys["other org's master"] = await t.createOrg('rival', 'paid');
    // Every other token is created with a long life; moving the clock past the expired token's life needs them
    // to outlive it, so they are re-issued after the jump.
    clock.advance(3601_000);
    const reissue: [Caller, Record<string, string[]>][] = [
      ['read token', { 'repos:team/app': ['read'] }],
      ['write token', { 'repos:team/app': ['read', 'write'] }],
      ['other-repo token', { 'repos:team/other': ['read', 'write'] }],
      ['repos:* token', { 'repos:*': ['read', 'write'] }],
      ['namespace-pattern token', { 'repos:team/app': ['write'] }],
      ['slug-only token', { 'repos:app': ['read', 'write'] }],
    ];
    for (const [caller, scopes] of reissue) keys[caller] = (await token(scopes)).token;
  });
  after(() => t.close());

  const R = '/v1/repos/team/app';
  const master = (method: 'POST' | 'DELETE', url: string, body?: unknown) =>
    t.app.inject({ method, url, headers: { 'x-api-key': t.key }, ...(body === undefined ? {} : { payload: body as object }) });
  const rows: Row[] = [
    { name: 'POST /v1/repos', need: 'master', request: async (i) => ({ method: 'POST', url: '/v1/repos', body: { slug: `made-${i}` } }) },
    { name: 'GET /v1/repos', need: 'any', request: async () => ({ method: 'GET', url: '/v1/repos' }) },
    { name: 'GET repo', need: 'read', request: async () => ({ method: 'GET', url: R }) },
    { name: 'PATCH repo', need: 'master-repo', request: async () => ({ method: 'PATCH', url: R, body: { description: 'x' } }) },
    {
      name: 'DELETE repo',
      need: 'master-repo',
      request: async (i) => {
        await master('POST', '/v1/repos', { slug: `doomed-${i}`, namespace: 'team' });
        return { method: 'DELETE', url: `/v1/repos/team/doomed-${i}` };
      },
    },
    { name: 'POST branches', need: 'write', request: async (i) => ({ method: 'POST', url: `${R}/branches`, body: { name: `b-${i}` } }) },
    { name: 'GET branches', need: 'read', request: async () => ({ method: 'GET', url: `${R}/branches` }) },
    { name: 'GET branch', need: 'read', request: async () => ({ method: 'GET', url: `${R}/branches/main` }) },
    {
      name: 'DELETE branch',
      need: 'write',
      request: async (i) => {
        await master('POST', `${R}/branches`, { name: `del-${i}` });
        return { method: 'DELETE', url: `${R}/branches/del-${i}` };
      },
    },
    { name: 'POST merge', need: 'write', request: async () => ({ method: 'POST', url: `${R}/branches/main/merge`, body: { source: 'main' } }) },
    {
      name: 'POST cherry-pick',
      need: 'write',
      request: async (i) => {
        await master('POST', `${R}/branches`, { name: `side-${i}` });
        const sha = (await master('POST', `${R}/commits`, { branch: `side-${i}`, message: 'p', changes: [{ path: `pick-${i}.txt`, content: 'p' }] })).json().sha;
        return { method: 'POST', url: `${R}/branches/main/cherry-pick`, body: { sha } };
      },
    },
    {
      name: 'POST revert',
      need: 'write',
      request: async (i) => {
        const sha = (await master('POST', `${R}/commits`, { branch: 'main', message: 'r', changes: [{ path: `revert-${i}.txt`, content: 'r' }] })).json().sha;
        return { method: 'POST', url: `${R}/branches/main/revert`, body: { sha } };
      },
    },
    { name: 'GET refs', need: 'read', request: async () => ({ method: 'GET', url: `${R}/refs` }) },
    { name: 'GET ref', need: 'read', request: async () => ({ method: 'GET', url: `${R}/refs/heads/main` }) },
    { name: 'PUT ref', need: 'write', request: async (i) => ({ method: 'PUT', url: `${R}/refs/refs/tags/t-${i}`, body: { sha: head } }) },
    {
      name: 'DELETE ref',
      need: 'write',
      request: async (i) => {
        await t.app.inject({ method: 'PUT', url: `${R}/refs/refs/tags/d-${i}`, headers: { 'x-api-key': t.key }, payload: { sha: head } });
        return { method: 'DELETE', url: `${R}/refs/refs/tags/d-${i}` };
      },
    },
    { name: 'POST commits', need: 'write', request: async (i) => ({ method: 'POST', url: `${R}/commits`, body: { branch: 'main', message: 'm', changes: [{ path: `c-${i}.txt`, content: 'c' }] } }) },
    { name: 'GET commits', need: 'read', request: async () => ({ method: 'GET', url: `${R}/commits` }) },
    { name: 'POST exec', need: 'read', request: async () => ({ method: 'POST', url: `${R}/exec`, body: { command: 'cat a.txt' } }) },
    { name: 'POST exec (commit)', need: 'write', request: async (i) => ({ method: 'POST', url: `${R}/exec`, body: { command: `echo ${i} > e-${i}.txt`, commit: true, commit_message: 'm' } }) },
    { name: 'POST workspace/exec', need: 'read', request: async () => ({ method: 'POST', url: '/v1/workspace/exec', body: { repos: [{ slug: 'app', namespace: 'team' }], command: 'ls' } }) },
    { name: 'GET commit', need: 'read', request: async () => ({ method: 'GET', url: `${R}/commits/${head}` }) },
    { name: 'GET tree', need: 'read', request: async () => ({ method: 'GET', url: `${R}/tree/main` }) },
    { name: 'GET blob', need: 'read', request: async () => ({ method: 'GET', url: `${R}/blob/main/a.txt` }) },
    { name: 'GET raw', need: 'read', request: async () => ({ method: 'GET', url: `${R}/raw/main/a.txt` }) },
    { name: 'POST blobs/batch', need: 'read', request: async () => ({ method: 'POST', url: `${R}/blobs/batch`, body: { paths: ['a.txt'] } }) },
    { name: 'GET diff', need: 'read', request: async () => ({ method: 'GET', url: `${R}/diff?base=main&head=main` }) },
    { name: 'GET blame', need: 'read', request: async () => ({ method: 'GET', url: `${R}/blame/main/a.txt` }) },
    { name: 'GET archive', need: 'read', request: async () => ({ method: 'GET', url: `${R}/archive/main?format=zip` }) },
    { name: 'POST snapshots', need: 'write', request: async (i) => ({ method: 'POST', url: `${R}/snapshots`, body: { name: `s-${i}` } }) },
    { name: 'GET snapshots', need: 'read', request: async () => ({ method: 'GET', url: `${R}/snapshots` }) },
    { name: 'GET snapshot', need: 'read', request: async () => ({ method: 'GET', url: `${R}/snapshots/snap` }) },
    {
      name: 'DELETE snapshot',
      need: 'write',
      request: async (i) => {
        await master('POST', `${R}/snapshots`, { name: `ds-${i}` });
        return { method: 'DELETE', url: `${R}/snapshots/ds-${i}` };
      },
    },
    { name: 'POST snapshot restore', need: 'write', request: async (i) => ({ method: 'POST', url: `${R}/snapshots/snap/restore`, body: { target_branch: `r-${i}` } }) },
    { name: 'POST fork (same org: read on the source)', need: 'read', request: async (i) => ({ method: 'POST', url: `${R}/fork`, body: { slug: `fork-${i}` } }) },
    { name: 'POST /v1/tokens', need: 'master', request: async () => ({ method: 'POST', url: '/v1/tokens', body: { name: 'x', scopes: { 'repos:*': ['read'] }, expires_in: 3600 } }) },
    { name: 'GET /v1/tokens', need: 'master', request: async () => ({ method: 'GET', url: '/v1/tokens' }) },
    // localhost: accepted when made (a name), refused when delivering (loopback), so nothing leaves the machine
    { name: 'POST /v1/webhooks', need: 'master', request: async () => ({ method: 'POST', url: '/v1/webhooks', body: { url: 'https://localhost:9/hook', events: ['repo.deleted'] } }) },
    { name: 'GET /v1/webhooks', need: 'master', request: async () => ({ method: 'GET', url: '/v1/webhooks' }) },
    { name: 'GET /v1/usage', need: 'any', request: async () => ({ method: 'GET', url: '/v1/usage' }) },
    { name: 'POST /v1/session', need: 'any', request: async () => ({ method: 'POST', url: '/v1/session', body: {} }) },
  ];

  for (const row of rows) {
    for (const caller of CALLERS) {
      const want = expected(row.need, caller);
      test(`${row.name} × ${caller} → ${want}`, async () => {
        const req = await row.request(++n);
        const key = keys[caller];
        const res = await t.app.inject({
          method: req.method,
          url: req.url,
          headers: { ...(key ? { 'x-api-key': key } : {}) },
          ...(req.body === undefined ? {} : { payload: req.body as object }),
        });
        if (want === 'ok') assert.ok(res.statusCode >= 200 && res.statusCode < 300, `${res.statusCode} ${res.body}`);
        else {
          assert.equal(res.statusCode, want, res.body);
          assert.ok(res.json().code, 'error body has a code');
        }
      });
    }
  }

  // Git smart HTTP: Basic auth, user = the key's organization slug.
  const gitRows: { name: string; need: 'read' | 'write'; method: 'GET' | 'POST'; path: string; body?: string; type?: string }[] = [
    { name: 'git info/refs upload-pack', need: 'read', method: 'GET', path: '/info/refs?service=git-upload-pack' },
    { name: 'git upload-pack (v2 ls-refs)', need: 'read', method: 'POST', path: '/git-upload-pack', body: '0014command=ls-refs\n0000', type: 'application/x-git-upload-pack-request' },
    { name: 'git info/refs receive-pack', need: 'write', method: 'GET', path: '/info/refs?service=git-receive-pack' },
    { name: 'git receive-pack (no commands)', need: 'write', method: 'POST', path: '/git-receive-pack', body: '0000', type: 'application/x-git-receive-pack-request' },
  ];
  const orgOf = (caller: Caller) => (caller === "other org's master" ? 'rival' : t.org);
  for (const row of gitRows) {
    for (const caller of CALLERS) {
      const want = expected(row.need, caller);
      test(`${row.name} × ${caller} → ${want}`, async () => {
        const key = keys[caller];
        const headers: Record<string, string> = { 'git-protocol': 'version=2' };
        if (key) headers.authorization = `Basic ${Buffer.from(`${orgOf(caller)}:${key}`).toString('base64')}`;
        if (row.type) headers['content-type'] = row.type;
        const res = await fetch(`${base}/${t.org}/team/app.git${row.path}`, { method: row.method, headers, ...(row.body ? { body: row.body } : {}) });
        await res.arrayBuffer();
        if (want === 'ok') assert.equal(res.status, 200);
        else assert.equal(res.status, want);
        if (res.status === 401) assert.match(res.headers.get('www-authenticate') ?? '', /^Basic/);
      });
    }
  }
});
