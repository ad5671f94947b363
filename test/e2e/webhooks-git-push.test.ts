// A push with the real git client reaches webhooks like a commit through the API does.
import assert from 'node:assert/strict';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { gitClient, remoteUrl } from '../helpers/git-client.js';
import { api, type ServingGrove, startServingGrove } from '../helpers/grove.js';
import { opensslHmac } from '../helpers/hmac.js';
import { makeCertificate, type Receiver, startReceiver, type TestCertificate } from '../helpers/https-receiver.js';

let cert: TestCertificate;
let receiver: Receiver;
let t: ServingGrove;

before(async () => {
  cert = makeCertificate();
  receiver = await startReceiver(cert);
  t = await startServingGrove('grove-hooks-git-', { outboundCa: cert.cert, env: { GROVE_OUTBOUND_ALLOW: '127.0.0.1' } });
});
after(async () => {
  await t.close();
  await receiver.close();
  cert.cleanup();
});

test('git push of two branches: one push event per branch, signed', async () => {
  assert.equal((await api(t).post('/v1/repos', { slug: 'pushed' })).statusCode, 201);
  const created = await api(t).post('/v1/webhooks', { url: `${receiver.origin}/git`, events: ['push', 'branch.created'] });
  assert.equal(created.statusCode, 201);
  const hook = created.json<{ secret: string }>();
  const client = gitClient(t.work);
  await client.ok(['clone', '-q', remoteUrl(t, 'pushed'), 'pushed']);
  const cwd = path.join(t.work, 'pushed');
  const sha = await client.commitFile(cwd, 'a.txt', 'a\n');
  await client.ok(['push', '-q', 'origin', 'HEAD:refs/heads/main', 'HEAD:refs/heads/feature'], { cwd });
  await t.grove.services.webhooks.dispatcher.idle();

  const seen = receiver.requests.map((r) => {
    assert.equal(r.headers['x-service-signature'], `sha256=${opensslHmac(hook.secret, r.body)}`);
    const body = JSON.parse(r.body.toString('utf8')) as { event: string; data: object };
    return { event: body.event, data: body.data };
  });
  const sorted = seen.sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
  assert.deepEqual(sorted, [
    { event: 'branch.created', data: { repo: 'pushed', branch: 'feature', commit_sha: sha } },
    { event: 'push', data: { repo: 'pushed', branch: 'feature', commit_sha: sha } },
    { event: 'push', data: { repo: 'pushed', branch: 'main', commit_sha: sha } },
  ]);
});
