// Git smart HTTP on a real socket, where the lane answers ahead of Fastify: the conventions REST routes get from
// Fastify's hooks (request ids, rate-limit headers, metrics, plain errors) hold for git routes too.
import assert from 'node:assert/strict';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, test } from 'node:test';
import { api, startTestGrove, type TestGrove } from '../helpers/grove.js';

interface Reply {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

describe('git smart HTTP lane on a real socket', () => {
  let t: TestGrove;
  let port: number;
  let auth: string;

  function send(method: string, path: string, headers: Record<string, string> = {}, body?: Buffer): Promise<Reply> {
    return new Promise((resolve, reject) => {
      const req = http.request({ host: '127.0.0.1', port, path, method, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      });
      req.on('error', reject);
      req.end(body);
    });
  }

  before(async () => {
    t = await startTestGrove();
    assert.equal((await api(t).post('/v1/repos', { slug: 'lane' })).statusCode, 201);
    auth = `Basic ${Buffer.from(`acme:${t.key}`).toString('base64')}`;
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });
  after(() => t.close());

  test('an advertisement carries X-Request-Id and rate-limit headers; HEAD gets the headers alone', async () => {
    const res = await send('GET', '/acme/lane.git/info/refs?service=git-upload-pack', { authorization: auth, 'x-request-id': 'lane-1' });
    assert.equal(res.status, 200);
    assert.equal(res.headers['content-type'], 'application/x-git-upload-pack-advertisement');
    assert.equal(res.headers['cache-control'], 'no-cache');
    assert.equal(res.headers['x-request-id'], 'lane-1');
    assert.equal(res.headers['x-ratelimit-limit'], '600');
    assert.match(res.body.toString('latin1'), /^001e# service=git-upload-pack\n0000/);
    const head = await send('HEAD', '/acme/lane.git/info/refs?service=git-upload-pack', { authorization: auth });
    assert.equal(head.status, 200);
    assert.equal(head.body.length, 0);
    assert.equal(head.headers['content-length'], String(res.body.length));
  });

  test('refusals are plain text: 401 with a Basic challenge, 404, 405 with Allow, 415', async () => {
    const anon = await send('GET', '/acme/lane.git/info/refs?service=git-upload-pack');
    assert.equal(anon.status, 401);
    assert.equal(anon.headers['www-authenticate'], 'Basic realm="Grove"');
    assert.equal(anon.headers['content-type'], 'text/plain; charset=utf-8');
    assert.equal(anon.body.toString(), 'authentication required\n');
    assert.ok(anon.headers['x-request-id']);

    const missing = await send('GET', '/acme/none.git/info/refs?service=git-upload-pack', { authorization: auth });
    assert.equal(missing.status, 404);
    assert.equal(missing.body.toString(), 'repository does not exist\n');

    for (const [method, path, allow] of [
      ['PUT', '/acme/lane.git/info/refs?service=git-upload-pack', 'GET, HEAD'],
      ['GET', '/acme/lane.git/git-upload-pack', 'POST'],
      ['DELETE', '/acme/lane.git/git-receive-pack', 'POST'],
    ] as const) {
      const res = await send(method, path, { authorization: auth });
      assert.equal(res.status, 405, `${method} ${path}`);
      assert.equal(res.headers.allow, allow);
    }

    const wrongType = await send('POST', '/acme/lane.git/git-upload-pack', { authorization: auth, 'content-type': 'application/json' }, Buffer.from('{}'));
    assert.equal(wrongType.status, 415);
    assert.match(wrongType.body.toString(), /application\/x-git-upload-pack-request/);
  });

  test('a v2 ls-refs POST is answered in-process with the refs', async () => {
    const pkt = (s: string) => `${(s.length + 4).toString(16).padStart(4, '0')}${s}`;
    const body = Buffer.from(`${pkt('command=ls-refs\n')}0001${pkt('symrefs\n')}0000`);
    const res = await send('POST', '/acme/lane.git/git-upload-pack', { authorization: auth, 'content-type': 'application/x-git-upload-pack-request', 'git-protocol': 'version=2' }, body);
    assert.equal(res.status, 200);
    assert.equal(res.headers['content-type'], 'application/x-git-upload-pack-result');
    assert.match(res.body.toString(), /^[0-9a-f]{4}[0-9a-f]{40} HEAD symref-target:refs\/heads\/main\n/);
    assert.ok(res.body.toString().endsWith('0000'));
  });

  test('git requests are counted in metrics under their route templates', async () => {
    await send('GET', '/acme/lane.git/info/refs?service=git-upload-pack', { authorization: auth });
    await send('GET', '/acme/team/nope.git/info/refs?service=git-upload-pack');
    const metrics = (await send('GET', '/metrics')).body.toString();
    assert.match(metrics, /grove_http_requests_total\{method="GET",route="\/:org\/:repo\/info\/refs",status="200"\} [1-9]/);
    assert.match(metrics, /grove_http_requests_total\{method="GET",route="\/:org\/:namespace\/:repo\/info\/refs",status="401"\} 1/);
  });

  test('paths that are not smart-HTTP URLs still reach the REST router (no dumb protocol)', async () => {
    const res = await send('GET', '/acme/lane.git/objects/info/packs', { authorization: auth });
    assert.equal(res.status, 404);
    assert.equal(res.headers['content-type'], 'application/json; charset=utf-8');
  });
});
