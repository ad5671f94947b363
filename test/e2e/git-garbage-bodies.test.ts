// Regression: a git request with a broken gzip body once brought the whole server down (an 'error' event of the
// decoded-body stream fired while nothing listened to it). Thousands of truncated and garbage bodies, with and
// without Content-Encoding: gzip, sequential and concurrent, against a real server process: each gets a 4xx (or
// git's own answer), and the server keeps serving.
import assert from 'node:assert/strict';
import http from 'node:http';
import { after, before, describe, test } from 'node:test';
import { gzipSync } from 'node:zlib';
import { seededRandom } from '../helpers/fuzz.js';
import { startServerProcess, type ServerProcess } from '../helpers/server-process.js';

const ORG = 'acme';
const KEY = 'grove_mk_test_acme_master_key_0123456789';

interface Reply {
  status: number;
  body: string;
}

describe('git smart HTTP survives garbage and broken gzip bodies', () => {
  let server: ServerProcess;
  let port: number;
  const agent = new http.Agent({ keepAlive: true, maxSockets: 16 });
  const auth = `Basic ${Buffer.from(`${ORG}:${KEY}`).toString('base64')}`;

  before(async () => {
    server = await startServerProcess({ GROVE_BOOTSTRAP_ORG: ORG, GROVE_BOOTSTRAP_KEY: KEY, GROVE_RATE_LIMIT_PER_MINUTE: '1000000', GROVE_RATE_LIMIT_PER_HOUR: '10000000' });
    port = Number(new URL(server.url).port);
    const created = await fetch(`${server.url}/v1/repos`, {
      method: 'POST',
      headers: { 'x-api-key': KEY, 'content-type': 'application/json' },
      body: JSON.stringify({ slug: 'storm' }),
    });
    assert.equal(created.status, 201);
  });
  after(async () => {
    agent.destroy();
    await server.stop();
  });

  /** One request; a reset connection counts as an answer too (the server may close on a refused upload). */
  function send(path: string, headers: Record<string, string>, body: Buffer, cut: boolean): Promise<Reply | 'reset'> {
    return new Promise((resolve) => {
      const req = http.request({ host: '127.0.0.1', port, path, method: 'POST', headers, agent }, (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (s: string) => (text += s.slice(0, 512)));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
        res.on('error', () => resolve('reset'));
      });
      req.on('error', () => resolve('reset'));
      if (cut) {
        // announce more than is sent, then go away half-way
        req.write(body.subarray(0, Math.floor(body.length / 2)));
        setTimeout(() => req.destroy(), 1);
      } else req.end(body);
    });
  }

  function garbage(random: () => number): { path: string; headers: Record<string, string>; body: Buffer; cut: boolean } {
    const push = random() < 0.5;
    const path = `/${ORG}/storm.git/${push ? 'git-receive-pack' : 'git-upload-pack'}`;
    const headers: Record<string, string> = {
      authorization: auth,
      'content-type': push ? 'application/x-git-receive-pack-request' : 'application/x-git-upload-pack-request',
    };
    if (random() < 0.5) headers['git-protocol'] = 'version=2';
    const plain = push ? pushRequest(random) : fetchRequest(random);
    let body: Buffer;
    const kind = random();
    if (kind < 0.35) {
      headers['content-encoding'] = 'gzip';
      const gz = gzipSync(plain);
      body = gz.subarray(0, Math.max(1, Math.floor(random() * gz.length))); // truncated gzip
    } else if (kind < 0.6) {
      headers['content-encoding'] = 'gzip';
      body = Buffer.from(Array.from({ length: 1 + Math.floor(random() * 300) }, () => Math.floor(random() * 256))); // not gzip at all
    } else if (kind < 0.75) {
      headers['content-encoding'] = 'gzip';
      const gz = gzipSync(plain);
      body = Buffer.concat([gz, Buffer.from('trailing garbage')]);
    } else {
      body = Buffer.from(Array.from({ length: Math.floor(random() * 200) }, () => Math.floor(random() * 256)));
    }
    return { path, headers, body, cut: random() < 0.15 };
  }

  /** A well-formed command list followed by a pack that is cut short or garbage. */
  function pushRequest(random: () => number): Buffer {
    const line = `${'0'.repeat(40)} ${'ab'.repeat(20)} refs/heads/b${Math.floor(random() * 9)}\0report-status\n`;
    const pkt = `${(line.length + 4).toString(16).padStart(4, '0')}${line}`;
    const pack = Buffer.from(Array.from({ length: Math.floor(random() * 4000) }, () => Math.floor(random() * 256)));
    return Buffer.concat([Buffer.from(`${pkt}0000PACK`), pack]);
  }

  function fetchRequest(random: () => number): Buffer {
    return Buffer.from(
      random() < 0.5
        ? `0014command=ls-refs\n0001${'0009peel\n'.repeat(Math.floor(random() * 4))}0000`
        : `0032want ${'ab'.repeat(20)}\n${'0032have ' + 'cd'.repeat(20) + '\n'.repeat(Math.floor(random() * 3))}0009done\n`,
    );
  }

  async function alive(): Promise<void> {
    const res = await fetch(`${server.url}/${ORG}/storm.git/info/refs?service=git-upload-pack`, { headers: { authorization: auth } });
    assert.equal(res.status, 200, `server answers after the storm:\n${server.output().slice(-2000)}`);
    assert.ok((await fetch(`${server.url}/health`)).ok);
  }

  function check(reply: Reply | 'reset'): void {
    if (reply === 'reset') return;
    assert.ok(reply.status < 500, `no 5xx: got ${reply.status} ${reply.body}\n${server.output().slice(-2000)}`);
  }

  test('2,000 sequential garbage requests', async () => {
    const random = seededRandom(11);
    for (let i = 0; i < 2000; i++) {
      const g = garbage(random);
      check(await send(g.path, g.headers, g.body, g.cut));
    }
    await alive();
  });

  test('2,000 garbage requests, 32 at a time', async () => {
    const random = seededRandom(12);
    let next = 0;
    await Promise.all(
      Array.from({ length: 32 }, async () => {
        while (next < 2000) {
          next++;
          const g = garbage(random);
          check(await send(g.path, g.headers, g.body, g.cut));
        }
      }),
    );
    await alive();
  });
});
