import assert from 'node:assert/strict';
import { test } from 'node:test';
import { opensslHmac } from '../helpers/hmac.js';
import { makeCertificate, startReceiver } from '../helpers/https-receiver.js';
import { startServerProcess } from '../helpers/server-process.js';

const KEY = 'grove_mk_e2e_webhooks_master_key_0123456789';

/**
 * How an operator reaches an internal receiver with a private CA: NODE_EXTRA_CA_CERTS for the certificate,
 * GROVE_OUTBOUND_ALLOW for the address. A real Grove process, a real HTTPS receiver.
 */
test('a Grove process delivers to a private-CA receiver it was told to trust and allow', async () => {
  const cert = makeCertificate();
  const receiver = await startReceiver(cert);
  const server = await startServerProcess({
    NODE_EXTRA_CA_CERTS: cert.certPath,
    GROVE_OUTBOUND_ALLOW: '127.0.0.1',
    GROVE_BOOTSTRAP_ORG: 'hooks',
    GROVE_BOOTSTRAP_KEY: KEY,
  });
  const call = (method: string, path: string, body?: unknown) =>
    fetch(`${server.url}${path}`, {
      method,
      headers: { 'x-api-key': KEY, ...(body ? { 'content-type': 'application/json' } : {}) },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
  try {
    const created = await call('POST', '/v1/webhooks', { url: `${receiver.origin}/grove`, events: ['repo.created'] });
    assert.equal(created.status, 201);
    const hook = (await created.json()) as { id: string; secret: string };
    assert.equal((await call('POST', '/v1/repos', { slug: 'watched' })).status, 201);
    await receiver.waitFor(1);
    const [req] = receiver.requests;
    assert.equal(req!.headers['x-service-signature'], `sha256=${opensslHmac(hook.secret, req!.body)}`);
    assert.equal(req!.headers['x-service-webhook-id'], hook.id);
    assert.deepEqual(JSON.parse(req!.body.toString('utf8')).data, { repo: 'watched' });
    // the delivery is recorded once the receiver has answered
    let deliveries: { status: string; response_status: number }[] = [];
    for (const until = Date.now() + 5000; deliveries.length === 0 && Date.now() < until; await new Promise((r) => setTimeout(r, 50))) {
      deliveries = ((await (await call('GET', `/v1/webhooks/${hook.id}/deliveries`)).json()) as { deliveries: typeof deliveries }).deliveries;
    }
    assert.deepEqual(deliveries.map((d) => [d.status, d.response_status]), [['delivered', 200]]);
  } finally {
    await server.stop();
    await receiver.close();
    cert.cleanup();
  }
});
