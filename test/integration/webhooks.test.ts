import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { api, startTestGrove, type TestGrove } from '../helpers/grove.js';
import { opensslHmac } from '../helpers/hmac.js';
import { makeCertificate, type ReceivedRequest, type Receiver, startReceiver, type TestCertificate } from '../helpers/https-receiver.js';

interface Created {
  id: string;
  url: string;
  events: string[];
  secret: string;
  active: boolean;
  created_at: string;
}

describe('webhooks', () => {
  let cert: TestCertificate;
  let receiver: Receiver;
  let t: TestGrove;
  const slowArrivals: number[] = [];

  const settle = () => t.grove.services.webhooks.dispatcher.idle();
  const create = async (path: string, events: string[]): Promise<Created> => {
    const res = await api(t).post('/v1/webhooks', { url: `${receiver.origin}${path}`, events });
    assert.equal(res.statusCode, 201, res.body);
    return res.json<Created>();
  };
  const received = (path: string): ReceivedRequest[] => receiver.requests.filter((r) => r.url === path);
  const bodies = (path: string) => received(path).map((r) => JSON.parse(r.body.toString('utf8')) as { event: string; data: Record<string, string> });

  before(async () => {
    cert = makeCertificate();
    receiver = await startReceiver(cert, {
      respond: (req, res) => {
        if (req.url === '/fail') res.writeHead(500).end('no');
        else if (req.url === '/redirect') res.writeHead(307, { location: 'https://10.0.0.1/stolen' }).end();
        else if (req.url.startsWith('/slow')) {
          slowArrivals.push(Date.now());
          setTimeout(() => res.writeHead(204).end(), 800);
        } else res.writeHead(200).end('ok');
      },
    });
    t = await startTestGrove({ outboundCa: cert.cert, env: { GROVE_OUTBOUND_ALLOW: '127.0.0.1' } });
    await t.grove.services.orgs.setPlan(t.org, 'paid'); // more repositories than the free plan's 5
  });
  after(async () => {
    await t.close();
    await receiver.close();
    cert.cleanup();
  });

  test('create shows the secret once; list, get, patch and delete manage it', async () => {
    const hook = await create('/crud', ['push', 'repo.created', 'push']);
    assert.match(hook.id, /^whk_/);
    assert.match(hook.secret, /^whsec_[A-Za-z0-9_-]{43}$/);
    assert.deepEqual({ ...hook, id: '', secret: '', created_at: '' }, { id: '', url: `${receiver.origin}/crud`, events: ['push', 'repo.created'], active: true, secret: '', created_at: '' });
    const list = (await api(t).get('/v1/webhooks')).json<{ webhooks: Record<string, unknown>[] }>();
    const listed = list.webhooks.find((h) => h.id === hook.id);
    assert.deepEqual(listed, { id: hook.id, url: hook.url, events: hook.events, active: true, created_at: hook.created_at });
    assert.ok(!JSON.stringify(list).includes(hook.secret), 'the secret is never shown again');
    assert.deepEqual((await api(t).get(`/v1/webhooks/${hook.id}`)).json(), listed);

    const patched = await api(t).patch(`/v1/webhooks/${hook.id}`, { events: ['*'], active: false, url: `${receiver.origin}/crud2` });
    assert.equal(patched.statusCode, 200, patched.body);
    assert.deepEqual(patched.json(), { ...listed, events: ['*'], active: false, url: `${receiver.origin}/crud2` });
    assert.deepEqual((await api(t).patch(`/v1/webhooks/${hook.id}`, {})).json(), patched.json(), 'an empty patch changes nothing');

    const deleted = await api(t).delete(`/v1/webhooks/${hook.id}`);
    assert.equal(deleted.statusCode, 200);
    assert.deepEqual(deleted.json(), { deleted: true, id: hook.id });
    for (const res of [
      await api(t).get(`/v1/webhooks/${hook.id}`),
      await api(t).patch(`/v1/webhooks/${hook.id}`, { active: true }),
      await api(t).delete(`/v1/webhooks/${hook.id}`),
      await api(t).get(`/v1/webhooks/${hook.id}/deliveries`),
    ]) {
      assert.equal(res.statusCode, 404);
      assert.equal(res.json().code, 'NOT_FOUND');
    }
  });

  test('bad input is 400 VALIDATION_ERROR naming the problem', async () => {
    const url = `${receiver.origin}/v`;
    const cases: [unknown, RegExp][] = [
      [{ url: 'http://hooks.example/x', events: ['push'] }, /HTTPS/],
      [{ url: 'not a url', events: ['push'] }, /url/],
      [{ url: 'https://user:pw@hooks.example/', events: ['push'] }, /user name or password/],
      [{ url, events: [] }, /events/],
      [{ url, events: ['tag.created'] }, /events/],
      [{ url, events: 'push' }, /events/],
      [{ url }, /events/],
      [{ events: ['push'] }, /url/],
      [{ url, events: ['push'], secret: 'mine' }, /secret/],
      [{ url: `https://hooks.example/${'x'.repeat(2100)}`, events: ['push'] }, /url/],
      // literal addresses the guard refuses are refused when the webhook is made (127.0.0.1 is allowlisted here)
      [{ url: 'https://10.0.0.1/hook', events: ['push'] }, /10\.0\.0\.1 is a private address/],
      [{ url: 'https://169.254.169.254/', events: ['push'] }, /metadata/],
      [{ url: 'https://[::1]:8443/', events: ['push'] }, /loopback/],
    ];
    for (const [body, message] of cases) {
      const res = await api(t).post('/v1/webhooks', body);
      assert.equal(res.statusCode, 400, `${JSON.stringify(body).slice(0, 100)}: ${res.body}`);
      assert.equal(res.json().code, 'VALIDATION_ERROR');
      assert.match(res.json().error, message);
    }
    const hook = await create('/v', ['push']);
    for (const body of [{ active: 'yes' }, { events: [] }, { url: 'http://x.example/' }, { name: 'x' }]) {
      const res = await api(t).patch(`/v1/webhooks/${hook.id}`, body);
      assert.equal(res.statusCode, 400, JSON.stringify(body));
      assert.equal(res.json().code, 'VALIDATION_ERROR');
    }
    for (const query of ['limit=0', 'limit=101', 'cursor=garbage!', 'cursor=e30', 'sort=asc']) {
      const res = await api(t).get(`/v1/webhooks/${hook.id}/deliveries?${query}`);
      assert.equal(res.statusCode, 400, query);
      assert.equal(res.json().code, 'VALIDATION_ERROR');
    }
    await api(t).delete(`/v1/webhooks/${hook.id}`);
  });

  test('master key only: a scoped token gets 403, no key 401', async () => {
    const hook = await create('/auth', ['push']);
    const token = (await api(t).post('/v1/tokens', { name: 'ci', expires_in: 3600, scopes: { 'repos:*': ['read', 'write'] } })).json().token as string;
    const calls = (key: string | null) => [
      api(t, key).post('/v1/webhooks', { url: `${receiver.origin}/x`, events: ['push'] }),
      api(t, key).get('/v1/webhooks'),
      api(t, key).get(`/v1/webhooks/${hook.id}`),
      api(t, key).patch(`/v1/webhooks/${hook.id}`, { active: false }),
      api(t, key).delete(`/v1/webhooks/${hook.id}`),
      api(t, key).get(`/v1/webhooks/${hook.id}/deliveries`),
    ];
    for (const res of await Promise.all(calls(token))) assert.equal(res.statusCode, 403, res.body);
    for (const res of await Promise.all(calls(null))) assert.equal(res.statusCode, 401, res.body);
    assert.equal((await api(t).get(`/v1/webhooks/${hook.id}`)).json().active, true, 'nothing changed');
    const otherKey = await t.createOrg('other-org');
    assert.equal((await api(t, otherKey).get(`/v1/webhooks/${hook.id}`)).statusCode, 404, "another organization's webhook does not exist for it");
    await api(t).delete(`/v1/webhooks/${hook.id}`);
  });

  test('delivery: SPEC headers, a signature openssl agrees with, and the payload of every event', async () => {
    const hook = await create('/all', ['*']);
    assert.equal((await api(t).post('/v1/repos', { slug: 'hooked', namespace: 'team' })).statusCode, 201);
    await settle();
    const main = (await api(t).get('/v1/repos/team/hooked/branches/main')).json<{ sha: string }>().sha;
    const commit = await api(t).post('/v1/repos/team/hooked/commits', { branch: 'main', message: 'two', changes: [{ path: 'a.txt', content: 'a' }] });
    assert.equal(commit.statusCode, 201, commit.body);
    const sha = commit.json<{ sha: string }>().sha;
    await settle();
    assert.equal((await api(t).post('/v1/repos/team/hooked/branches', { name: 'topic' })).statusCode, 201);
    await settle();
    assert.equal((await api(t).delete('/v1/repos/team/hooked/branches/topic')).statusCode, 200);
    await settle();
    assert.equal((await api(t).delete('/v1/repos/team/hooked')).statusCode, 200);
    await settle();

    const requests = received('/all');
    for (const req of requests) {
      assert.equal(req.method, 'POST');
      for (const name of ['Content-Type', 'User-Agent', 'X-Service-Event', 'X-Service-Signature', 'X-Service-Webhook-Id']) {
        assert.ok(req.headerNames.includes(name), `${name} is sent as SPEC spells it: ${req.headerNames.join(', ')}`);
      }
      assert.equal(req.headers['content-type'], 'application/json');
      assert.equal(req.headers['user-agent'], 'Service-Webhook/1.0');
      assert.equal(req.headers['x-service-webhook-id'], hook.id);
      const body = JSON.parse(req.body.toString('utf8')) as { event: string; timestamp: string; org_id: string };
      assert.equal(req.headers['x-service-event'], body.event);
      assert.equal(req.headers['x-service-signature'], `sha256=${opensslHmac(hook.secret, req.body)}`);
      assert.equal(new Date(body.timestamp).toISOString(), body.timestamp);
      assert.equal(body.org_id, (await t.grove.store.orgs.findBySlug(t.org))!.id);
    }
    const seen = bodies('/all').map(({ event, data }) => ({ event, data }));
    const byEvent = (event: string) => seen.filter((e) => e.event === event).map((e) => e.data);
    assert.deepEqual(byEvent('repo.created'), [{ repo: 'team/hooked' }]);
    // a new branch is a push too (its tip moved to a commit), as on other git hosts
    assert.deepEqual(byEvent('push'), [
      { repo: 'team/hooked', branch: 'main', commit_sha: main },
      { repo: 'team/hooked', branch: 'main', commit_sha: sha },
      { repo: 'team/hooked', branch: 'topic', commit_sha: sha },
    ]);
    assert.deepEqual(byEvent('branch.created'), [
      { repo: 'team/hooked', branch: 'main', commit_sha: main },
      { repo: 'team/hooked', branch: 'topic', commit_sha: sha },
    ]);
    assert.deepEqual(byEvent('branch.deleted'), [{ repo: 'team/hooked', branch: 'topic', commit_sha: sha }]);
    assert.deepEqual(byEvent('repo.deleted'), [{ repo: 'team/hooked' }]);
    assert.equal(seen.length, 8, 'ref.updated and tag events are not webhook events');

    const deliveries = (await api(t).get(`/v1/webhooks/${hook.id}/deliveries`)).json<{ deliveries: Record<string, unknown>[] }>().deliveries;
    assert.equal(deliveries.length, 8);
    for (const d of deliveries) {
      assert.equal(d.status, 'delivered');
      assert.equal(d.response_status, 200);
      assert.equal(d.error, null);
      assert.equal(typeof d.duration_ms, 'number');
    }
    assert.equal(deliveries[0]!.event, 'repo.deleted', 'newest first');
    await api(t).delete(`/v1/webhooks/${hook.id}`);
  });

  test('only subscribed, active webhooks get an event; each hook is signed with its own secret', async () => {
    const deletes = await create('/deletes', ['branch.deleted']);
    const paused = await create('/paused', ['*']);
    await api(t).patch(`/v1/webhooks/${paused.id}`, { active: false });
    assert.equal((await api(t).post('/v1/repos', { slug: 'filtered' })).statusCode, 201);
    assert.equal((await api(t).post('/v1/repos/filtered/branches', { name: 'gone' })).statusCode, 201);
    assert.equal((await api(t).delete('/v1/repos/filtered/branches/gone')).statusCode, 200);
    await settle();
    assert.deepEqual(bodies('/deletes').map((b) => b.event), ['branch.deleted'], 'not the push nor branch.created of the same branch');
    const [req] = received('/deletes');
    assert.equal(req!.headers['x-service-signature'], `sha256=${opensslHmac(deletes.secret, req!.body)}`);
    assert.equal(received('/paused').length, 0);
    assert.equal((await api(t).get(`/v1/webhooks/${paused.id}/deliveries`)).json().deliveries.length, 0);
    await api(t).delete(`/v1/webhooks/${deletes.id}`);
    await api(t).delete(`/v1/webhooks/${paused.id}`);
  });

  test('failures are recorded: an error status, a redirect (not followed), with no retry', async () => {
    const failing = await create('/fail', ['repo.created']);
    const redirecting = await create('/redirect', ['repo.created']);
    assert.equal((await api(t).post('/v1/repos', { slug: 'failing', init: false })).statusCode, 201);
    await settle();
    const [fail] = (await api(t).get(`/v1/webhooks/${failing.id}/deliveries`)).json().deliveries;
    assert.deepEqual({ ...fail, id: '', duration_ms: 0, delivered_at: '' }, {
      id: '', event: 'repo.created', status: 'failed', response_status: 500, duration_ms: 0, error: 'the receiver answered 500', delivered_at: '',
    });
    const [redirect] = (await api(t).get(`/v1/webhooks/${redirecting.id}/deliveries`)).json().deliveries;
    assert.equal(redirect.status, 'failed');
    assert.equal(redirect.response_status, 307);
    assert.match(redirect.error, /redirects are not followed/);
    assert.equal(received('/fail').length, 1, 'no retry');
    assert.ok(!receiver.requests.some((r) => r.url === '/stolen'));
    await api(t).delete(`/v1/webhooks/${failing.id}`);
    await api(t).delete(`/v1/webhooks/${redirecting.id}`);
  });

  test('the hooks of one event are delivered in parallel', async () => {
    const hooks = [await create('/slow1', ['repo.created']), await create('/slow2', ['repo.created']), await create('/slow3', ['repo.created'])];
    slowArrivals.length = 0;
    const started = Date.now();
    assert.equal((await api(t).post('/v1/repos', { slug: 'parallel', init: false })).statusCode, 201);
    await settle();
    assert.equal(slowArrivals.length, 3);
    assert.ok(Math.max(...slowArrivals) - Math.min(...slowArrivals) < 600, 'all three arrived before the first was answered');
    assert.ok(Date.now() - started < 2000, 'three 0.8 s receivers took less than their sum');
    for (const hook of hooks) await api(t).delete(`/v1/webhooks/${hook.id}`);
  });

  test('deliveries are paginated newest first with a cursor', async () => {
    const hook = await create('/pages', ['repo.created']);
    for (const slug of ['page-a', 'page-b', 'page-c']) {
      assert.equal((await api(t).post('/v1/repos', { slug, init: false })).statusCode, 201);
      await settle();
    }
    const all = (await api(t).get(`/v1/webhooks/${hook.id}/deliveries`)).json<{ deliveries: { id: string }[] }>().deliveries.map((d) => d.id);
    assert.equal(all.length, 3);
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const res = await api(t).get(`/v1/webhooks/${hook.id}/deliveries?limit=2${cursor ? `&cursor=${cursor}` : ''}`);
      const page = res.json<{ deliveries: { id: string }[]; limit: number; next_cursor: string | null }>();
      assert.equal(page.limit, 2);
      seen.push(...page.deliveries.map((d) => d.id));
      cursor = page.next_cursor;
    } while (cursor);
    assert.deepEqual(seen, all);
    assert.deepEqual([...all].sort().reverse(), all);
    await api(t).delete(`/v1/webhooks/${hook.id}`);
  });
});

describe('webhooks without an allowlist: internal receivers are refused', () => {
  test('a name resolving to loopback is refused at delivery, without any connection; literal addresses at creation', async () => {
    const cert = makeCertificate();
    const receiver = await startReceiver(cert);
    const t = await startTestGrove({ outboundCa: cert.cert });
    try {
      for (const url of [`${receiver.origin}/`, `https://[::1]:${receiver.port}/`, 'https://10.0.0.1/', 'https://169.254.169.254/', 'https://[::ffff:127.0.0.1]/', 'https://2130706433/', 'https://0x7f.1/']) {
        const res = await api(t).post('/v1/webhooks', { url, events: ['*'] });
        assert.equal(res.statusCode, 400, url);
        assert.match(res.json().error, /GROVE_OUTBOUND_ALLOW/);
      }
      const res = await api(t).post('/v1/webhooks', { url: `https://localhost:${receiver.port}/hook`, events: ['*'] });
      assert.equal(res.statusCode, 201, res.body);
      const hook = res.json<{ id: string }>();
      assert.equal((await api(t).post('/v1/repos', { slug: 'internal', init: false })).statusCode, 201);
      await t.grove.services.webhooks.dispatcher.idle();
      const [delivery] = (await api(t).get(`/v1/webhooks/${hook.id}/deliveries`)).json().deliveries;
      assert.equal(delivery.status, 'failed');
      assert.equal(delivery.response_status, null);
      assert.match(delivery.error, /refused: localhost resolves to (127\.0\.0\.1|::1), a loopback address/);
      assert.equal(receiver.connections, 0, 'nothing reached the receiver');
    } finally {
      await t.close();
      await receiver.close();
      cert.cleanup();
    }
  });
});

test('shutting down cuts a delivery the receiver keeps waiting short', async () => {
  const cert = makeCertificate();
  const receiver = await startReceiver(cert, { respond: () => {} });
  const t = await startTestGrove({ outboundCa: cert.cert, env: { GROVE_OUTBOUND_ALLOW: '127.0.0.1' } });
  let closed = false;
  try {
    assert.equal((await api(t).post('/v1/webhooks', { url: `${receiver.origin}/hang`, events: ['repo.created'] })).statusCode, 201);
    assert.equal((await api(t).post('/v1/repos', { slug: 'hanging', init: false })).statusCode, 201);
    await receiver.waitFor(1);
    const started = Date.now();
    await t.close();
    closed = true;
    assert.ok(Date.now() - started < 3000, `close took ${Date.now() - started} ms, not the 10 s timeout`);
  } finally {
    if (!closed) await t.close();
    await receiver.close();
    cert.cleanup();
  }
});
