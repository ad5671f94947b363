// Two nodes on one PostgreSQL database and one Redis both hear every event (the cluster bus) and deliver each
// event once: the node that claims (webhooks, event id) in Redis delivers.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { api, startTestGrove, type TestGrove } from '../helpers/grove.js';
import { makeCertificate, type Receiver, startReceiver, type TestCertificate } from '../helpers/https-receiver.js';
import { REDIS_URL, serviceAvailable } from '../helpers/services.js';

const servicesUp = (await serviceAvailable('PostgreSQL')) && (await serviceAvailable('Redis'));

describe('webhooks on two nodes', { skip: servicesUp ? false : 'PostgreSQL or Redis unavailable' }, () => {
  let cert: TestCertificate;
  let receiver: Receiver;
  let a: TestGrove;
  let b: TestGrove;
  const heardOnB: string[] = [];

  before(async () => {
    cert = makeCertificate();
    receiver = await startReceiver(cert);
    const env = { GROVE_OUTBOUND_ALLOW: '127.0.0.1', GROVE_REDIS_URL: REDIS_URL };
    a = await startTestGrove({ dialect: 'postgres', outboundCa: cert.cert, env });
    const schema = a.grove.config.databaseSchema!;
    b = await startTestGrove({ dialect: 'postgres', outboundCa: cert.cert, env: { ...env, GROVE_DATABASE_SCHEMA: schema } });
    const orgId = (await a.grove.services.orgs.listOrgs()).find((o) => o.slug === a.org)!.id;
    b.grove.services.events.subscribe((event) => {
      if (event.orgId === orgId && event.node !== b.grove.services.events.node) heardOnB.push(event.id);
    });
  });
  after(async () => {
    await b.close();
    await a.close();
    await receiver.close();
    cert.cleanup();
  });

  test('each event is delivered once, by whichever node claimed it', async () => {
    const hook = (await api(a).post('/v1/webhooks', { url: `${receiver.origin}/cluster`, events: ['repo.created', 'push'] })).json<{ id: string }>();
    assert.equal((await api(a).post('/v1/repos', { slug: 'shared' })).statusCode, 201);
    // node b hears node a's events through Redis, and claims them too (and loses)
    for (let i = 0; i < 100 && heardOnB.length < 2; i++) await new Promise((r) => setTimeout(r, 20));
    await a.grove.services.webhooks.dispatcher.idle();
    await b.grove.services.webhooks.dispatcher.idle();
    const events = receiver.requests.map((r) => (JSON.parse(r.body.toString('utf8')) as { event: string }).event).sort();
    assert.deepEqual(events, ['push', 'repo.created'], 'one delivery per event, not one per node');
    assert.ok(heardOnB.length >= 2, 'node b heard the events published on node a');
    const deliveries = (await api(b).get(`/v1/webhooks/${hook.id}/deliveries`)).json<{ deliveries: unknown[] }>().deliveries;
    assert.equal(deliveries.length, 2, 'either node reads the records');
  });
});
