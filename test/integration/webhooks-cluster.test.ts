// Two nodes on one PostgreSQL database that both hear every event (as with a cluster-wide bus) deliver each
// event once: the node that claims it delivers. The claim here is the in-process one shared by both nodes,
// standing in for the cluster-wide implementation behind the same interface.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { EventClaim } from '../../src/events/claim.js';
import { InProcessEventClaim } from '../../src/events/claim.js';
import { api, startTestGrove, type TestGrove } from '../helpers/grove.js';
import { makeCertificate, type Receiver, startReceiver, type TestCertificate } from '../helpers/https-receiver.js';
import { serviceAvailable } from '../helpers/services.js';

const pgUp = await serviceAvailable('PostgreSQL');

describe('webhooks on two nodes', { skip: pgUp ? false : 'PostgreSQL unavailable' }, () => {
  let cert: TestCertificate;
  let receiver: Receiver;
  let a: TestGrove;
  let b: TestGrove;
  const claimed: string[] = [];

  before(async () => {
    cert = makeCertificate();
    receiver = await startReceiver(cert);
    const shared = new InProcessEventClaim();
    const claim: EventClaim = { claim: (id) => (claimed.push(id), shared.claim(id)) };
    const env = { GROVE_OUTBOUND_ALLOW: '127.0.0.1' };
    a = await startTestGrove({ dialect: 'postgres', outboundCa: cert.cert, eventClaim: claim, env });
    const schema = a.grove.config.databaseSchema!;
    b = await startTestGrove({ dialect: 'postgres', outboundCa: cert.cert, eventClaim: claim, env: { ...env, GROVE_DATABASE_SCHEMA: schema } });
    // what a cluster-wide bus does: node b hears what happens on node a
    a.grove.services.events.subscribe((event) => b.grove.services.events.publish(event));
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
    await a.grove.services.webhooks.dispatcher.idle();
    await b.grove.services.webhooks.dispatcher.idle();
    const events = receiver.requests.map((r) => (JSON.parse(r.body.toString('utf8')) as { event: string }).event).sort();
    assert.deepEqual(events, ['push', 'repo.created'], 'one delivery per event, not one per node');
    assert.equal(claimed.length, 4, 'both nodes asked to deliver both events');
    assert.equal(new Set(claimed).size, 2, 'and asked with the same event ids');
    const deliveries = (await api(b).get(`/v1/webhooks/${hook.id}/deliveries`)).json<{ deliveries: unknown[] }>().deliveries;
    assert.equal(deliveries.length, 2, 'either node reads the records');
  });
});
