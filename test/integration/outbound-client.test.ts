import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { OutboundClient, OutboundRefusedError, refusalReason } from '../../src/infra/http-client/index.js';
import { makeCertificate, type Receiver, startReceiver, type TestCertificate } from '../helpers/https-receiver.js';

const post = { method: 'POST' as const, headers: { 'content-type': 'application/json' }, body: '{}', timeoutMs: 5000 };

test('address policy: every non-public range is refused with its reason; public addresses pass', () => {
  const table: [string, string | null][] = [
    ['127.0.0.1', 'loopback'], ['127.8.9.10', 'loopback'], ['::1', 'loopback'], ['::ffff:127.0.0.1', 'loopback'],
    ['::ffff:7f00:1', 'loopback'], ['64:ff9b::7f00:1', 'loopback'], ['2002:7f00:1::', 'loopback'],
    ['10.0.0.1', 'private'], ['172.16.0.1', 'private'], ['172.31.255.255', 'private'], ['192.168.1.1', 'private'],
    ['100.64.0.1', 'private'], ['fc00::1', 'private'], ['fd12:3456::1', 'private'], ['::ffff:10.1.2.3', 'private'],
    ['169.254.169.254', 'metadata'], ['fd00:ec2::254', 'metadata'], ['169.254.1.1', 'link-local'], ['fe80::1', 'link-local'],
    ['0.0.0.0', 'unspecified'], ['::', 'unspecified'], ['224.0.0.1', 'multicast'], ['ff02::1', 'multicast'],
    ['255.255.255.255', 'reserved'], ['192.0.2.1', 'reserved'], ['2001:db8::1', 'reserved'],
    ['93.184.216.34', null], ['172.32.0.1', null], ['8.8.8.8', null], ['2606:4700:4700::1111', null], ['::ffff:8.8.8.8', null],
  ];
  for (const [address, reason] of table) assert.equal(refusalReason(address), reason, address);
});

describe('SSRF-guarded outbound client', () => {
  let cert: TestCertificate;
  let receiver: Receiver;
  let receiver6: Receiver | null = null;
  const clients: OutboundClient[] = [];
  const client = (options: ConstructorParameters<typeof OutboundClient>[0] = {}) => {
    const c = new OutboundClient({ ca: cert.cert, ...options });
    clients.push(c);
    return c;
  };

  before(async () => {
    cert = makeCertificate();
    receiver = await startReceiver(cert, {
      respond: (req, res) => {
        const to = /^\/redirect\?to=(.*)$/.exec(req.url)?.[1];
        if (to) res.writeHead(307, { location: decodeURIComponent(to) }).end();
        else res.writeHead(200).end('ok');
      },
    });
    try {
      receiver6 = await startReceiver(cert, { host: '::1' });
    } catch {
      receiver6 = null; // no IPv6 loopback on this machine: the ::1 case is still refused before connecting
    }
  });
  after(async () => {
    await Promise.all(clients.map((c) => c.close()));
    await receiver.close();
    await receiver6?.close();
    cert.cleanup();
  });

  test('the allowlisted local receiver is reached over HTTPS with the given CA', async () => {
    const res = await client({ allow: ['127.0.0.1'] }).send(`${receiver.origin}/ok`, post);
    assert.equal(res.status, 200);
    assert.equal(receiver.requests.at(-1)?.url, '/ok');
  });

  test('SSRF table: refused before any connection is made', async () => {
    const guarded = client();
    const port = receiver.port;
    const port6 = receiver6?.port ?? 9;
    const cases: [string, RegExp][] = [
      [`https://127.0.0.1:${port}/`, /127\.0\.0\.1, a loopback address/],
      ['https://10.0.0.1/', /10\.0\.0\.1, a private address/],
      ['https://169.254.169.254/latest/meta-data/', /169\.254\.169\.254, a metadata address/],
      [`https://[::1]:${port6}/`, /::1, a loopback address/],
      [`https://localhost:${port}/`, /localhost resolves to 127\.0\.0\.1, a loopback address/],
      [`https://[::ffff:127.0.0.1]:${port}/`, /loopback/],
      ['https://[fd00:ec2::254]/', /metadata/],
      ['https://0.0.0.0/', /unspecified/],
    ];
    const before4 = receiver.connections;
    const before6 = receiver6?.connections ?? 0;
    for (const [url, message] of cases) {
      const started = Date.now();
      await assert.rejects(guarded.send(url, post), (error: Error) => {
        assert.ok(error instanceof OutboundRefusedError, `${url}: ${String(error)}`);
        assert.match(error.message, message, url);
        return true;
      });
      assert.ok(Date.now() - started < 2000, `${url} was refused at once, not after a connection attempt`);
    }
    assert.equal(receiver.connections, before4, 'no connection reached the IPv4 receiver');
    assert.equal(receiver6?.connections ?? 0, before6, 'no connection reached the IPv6 receiver');
  });

  test('a redirect to a private or loopback address is refused at the hop, not followed', async () => {
    const following = client({ allow: ['127.0.0.1'], maxRedirects: 3 });
    const before6 = receiver6?.connections ?? 0;
    const port6 = receiver6?.port ?? 9;
    for (const target of ['https://10.0.0.1/hook', `https://[::1]:${port6}/hook`, 'https://169.254.169.254/']) {
      const count = receiver.requests.length;
      await assert.rejects(following.send(`${receiver.origin}/redirect?to=${encodeURIComponent(target)}`, post), OutboundRefusedError);
      assert.equal(receiver.requests.length, count + 1, 'the first hop reached the allowed receiver');
    }
    assert.equal(receiver6?.connections ?? 0, before6);
    // an allowed redirect target is followed
    const ok = await following.send(`${receiver.origin}/redirect?to=${encodeURIComponent(`${receiver.origin}/landed`)}`, post);
    assert.equal(ok.status, 200);
    assert.equal(receiver.requests.at(-1)?.url, '/landed');
  });

  test('without redirects the 3xx is the answer', async () => {
    const res = await client({ allow: ['127.0.0.1'] }).send(`${receiver.origin}/redirect?to=${encodeURIComponent('https://10.0.0.1/')}`, post);
    assert.equal(res.status, 307);
  });

  test('an allowlisted host name reaches what it resolves to, and the certificate is checked against the name', async () => {
    const res = await client({ allow: ['localhost'] }).send(`https://localhost:${receiver.port}/by-name`, post);
    assert.equal(res.status, 200);
    assert.equal(receiver.requests.at(-1)?.headers.host, `localhost:${receiver.port}`);
  });

  test('CIDR entries allow their range; plain http is refused for an HTTPS-only client', async () => {
    assert.equal((await client({ allow: ['127.0.0.0/8'] }).send(`${receiver.origin}/cidr`, post)).status, 200);
    await assert.rejects(client({ allow: ['127.0.0.1'] }).send(`http://127.0.0.1:${receiver.port}/`, post), /http URLs are not allowed/);
  });

  test('an untrusted certificate fails the TLS handshake', async () => {
    const strict = new OutboundClient({ allow: ['127.0.0.1'] });
    clients.push(strict);
    await assert.rejects(strict.send(`${receiver.origin}/`, post), (error: Error & { code?: string }) => /SELF_SIGNED|UNABLE_TO_VERIFY/.test(error.code ?? error.message));
  });

  test('the timeout ends a request the receiver never answers', async () => {
    const silent = await startReceiver(cert, { respond: () => {} });
    try {
      const started = Date.now();
      await assert.rejects(client({ allow: ['127.0.0.1'] }).send(`${silent.origin}/`, { ...post, timeoutMs: 300 }), { name: 'TimeoutError' });
      assert.ok(Date.now() - started < 3000);
    } finally {
      await silent.close();
    }
  });
});
