// Regressions on a real socket: requests the HTTP parser refuses get the {error, code} shape; a body over the
// limit gets a 413 the client can read (not a reset while it is still sending); a huge list offset is a 400.
import assert from 'node:assert/strict';
import net from 'node:net';
import { after, before, describe, test } from 'node:test';
import { startServingGrove, type ServingGrove } from '../helpers/grove.js';

describe('refusals a client can read', () => {
  let t: ServingGrove;
  before(async () => {
    t = await startServingGrove('grove-refusals-');
  });
  after(() => t.close());

  function raw(bytes: Buffer): Promise<string> {
    return new Promise((resolve, reject) => {
      const socket = net.connect(t.port, '127.0.0.1', () => socket.end(bytes));
      let out = '';
      socket.on('data', (d: Buffer) => (out += d.toString('latin1')));
      socket.on('close', () => resolve(out));
      socket.on('error', reject);
    });
  }

  for (const [name, request, message] of [
    ['an unknown method', 'GETT /v1/repos HTTP/1.1\r\nHost: x\r\n\r\n', /not a known HTTP method/],
    ['raw non-ASCII bytes in the path', 'GET /v1/r\xe9pos HTTP/1.1\r\nHost: x\r\n\r\n', /percent-encoded/],
    ['a malformed header', 'GET /v1/repos HTTP/1.1\r\nHost: x\r\nNo Colon Here\r\n\r\n', /headers are not valid/],
    ['bytes that are not HTTP', '\x16\x03\x01\x00\xa5\x01\x00\x00\xa1\x03\x03\r\n\r\n', /not/],
  ] as const) {
    test(`${name}: 400 with {error, code} and a request id`, async () => {
      const reply = await raw(Buffer.from(request, 'latin1'));
      const [head, body] = reply.split('\r\n\r\n');
      assert.match(head!, /^HTTP\/1\.1 400 /);
      assert.match(head!, /\r\nx-request-id: \S+/i);
      assert.match(head!, /\r\ncontent-type: application\/json/i);
      const parsed = JSON.parse(body!) as { error: string; code: string };
      assert.equal(parsed.code, 'VALIDATION_ERROR');
      assert.match(parsed.error, message);
    });
  }

  for (const mb of [6, 12]) {
    test(`a ${mb} MB JSON body on a 1 MB route: the client reads the 413`, async () => {
      const body = JSON.stringify({ slug: 'big', description: 'x'.repeat(mb * 1024 * 1024) });
      const res = await fetch(`http://127.0.0.1:${t.port}/v1/repos`, { method: 'POST', headers: { 'x-api-key': t.key, 'content-type': 'application/json' }, body });
      assert.equal(res.status, 413);
      assert.deepEqual(await res.json(), { error: 'request body is too large', code: 'PAYLOAD_TOO_LARGE' });
    });
  }

  test('a list offset beyond any list is a 400, not a database error', async () => {
    for (const offset of ['99999999999999999999', '1e30', String(2 ** 53)]) {
      const res = await fetch(`http://127.0.0.1:${t.port}/v1/repos?offset=${offset}`, { headers: { 'x-api-key': t.key } });
      assert.equal(res.status, 400, offset);
      const parsed = (await res.json()) as { error: string; code: string };
      assert.equal(parsed.code, 'VALIDATION_ERROR');
      assert.match(parsed.error, /offset/);
    }
    assert.equal((await fetch(`http://127.0.0.1:${t.port}/v1/repos?offset=1000000000`, { headers: { 'x-api-key': t.key } })).status, 200);
  });
});
