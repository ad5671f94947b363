// A bounded, seeded fuzz run against a live server process: a few thousand malformed requests made from the
// OpenAPI document (so every new route is covered as soon as it is documented), plus git smart-HTTP and gzip
// garbage. The server must never answer 5xx, never crash, and give {error, code} with every REST 4xx (git
// clients get plain text, which they print). Replay a failure with GROVE_FUZZ_SEED=<seed>.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { gzipSync } from 'node:zlib';
import { Fuzz, type JsonSchema, seededRandom } from '../helpers/fuzz.js';
import { startServerProcess, type ServerProcess } from '../helpers/server-process.js';

const ORG = 'acme';
const KEY = 'grove_mk_test_acme_master_key_0123456789';
const REQUESTS = 3000;
const CONCURRENCY = 8;
const SEED = Number(process.env.GROVE_FUZZ_SEED ?? 20261125);

interface Operation {
  method: string;
  path: string;
  body?: JsonSchema;
  query: { name: string; schema?: JsonSchema }[];
}

function operations(): Operation[] {
  const doc = JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../../docs/openapi.json'), 'utf8')) as {
    paths: Record<string, Record<string, { requestBody?: { content?: Record<string, { schema?: JsonSchema }> }; parameters?: { in: string; name: string; schema?: JsonSchema }[] }>>;
  };
  const ops: Operation[] = [];
  for (const [p, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      if (!['get', 'post', 'put', 'patch', 'delete'].includes(method)) continue;
      ops.push({
        method: method.toUpperCase(),
        path: p,
        ...(op.requestBody?.content?.['application/json']?.schema ? { body: op.requestBody.content['application/json'].schema } : {}),
        query: (op.parameters ?? []).filter((q) => q.in === 'query').map((q) => ({ name: q.name, ...(q.schema ? { schema: q.schema } : {}) })),
      });
    }
  }
  return ops;
}

interface Sent {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: Buffer;
  git: boolean;
}

function fillPath(f: Fuzz, template: string): string {
  return template.replace(/\{([^}]+)\}/g, (_m, name: string) => {
    if (f.chance(0.6)) {
      if (name === 'slug') return f.pick(['fz', 'fz-two', 'none']);
      if (name === 'namespace') return f.pick(['ns', 'x']);
      if (name === 'orgSlug') return f.pick([ORG, 'nobody']);
      if (name === 'ref') return f.pick(['main', 'HEAD', 'dev', 'v1']);
      return f.pick(['main', 'README.md', 'src/a.ts', 'snap', 'x']);
    }
    const value = f.nastyString();
    return f.chance(0.7) ? encodeURIComponent(value) : value.replace(/[^\x21-\x7e]|[#?]/g, '_');
  });
}

function restRequest(f: Fuzz, op: Operation): Sent {
  const query = op.query
    .filter(() => f.chance(0.5))
    .map((q) => `${encodeURIComponent(q.name)}=${encodeURIComponent(String(f.value(q.schema)))}`);
  if (f.chance(0.1)) query.push(`${encodeURIComponent(f.nastyString())}=1`);
  const method = f.chance(0.05) ? f.pick(['PUT', 'PATCH', 'DELETE', 'OPTIONS', 'HEAD']) : op.method;
  const headers: Record<string, string> = {};
  const key = f.random();
  if (key < 0.8) headers['x-api-key'] = KEY;
  else if (key < 0.9) headers['x-api-key'] = f.pick(['wrong', 'grove_mk_' + 'x'.repeat(40), '']);
  let body: Buffer | undefined;
  if (method !== 'GET' && method !== 'HEAD' && f.chance(0.85)) {
    const kind = f.random();
    const json = JSON.stringify(f.value(op.body) ?? null);
    if (kind < 0.7) body = Buffer.from(json);
    else if (kind < 0.8) body = Buffer.from(json.slice(0, f.int(json.length + 1)));
    else if (kind < 0.85) body = Buffer.from('['.repeat(5000) + ']'.repeat(5000));
    else if (kind < 0.9) body = f.bytes(300);
    else if (kind < 0.95) {
      body = gzipSync(Buffer.from(json));
      headers['content-encoding'] = 'gzip';
    } else body = Buffer.from(`{"a":${'1'.repeat(400)}}`);
    headers['content-type'] = f.chance(0.9) ? 'application/json' : f.pick(['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/json; charset=latin1']);
  }
  return { method, path: `${fillPath(f, op.path)}${query.length ? `?${query.join('&')}` : ''}`, headers, ...(body ? { body } : {}), git: false };
}

function gitRequest(f: Fuzz): Sent {
  const repo = f.pick(['fz', 'none', 'ns/fz', f.nastyString().replace(/[^\x21-\x7e]|[#?/]/g, '_')]);
  const headers: Record<string, string> = {};
  if (f.chance(0.8)) headers.authorization = `Basic ${Buffer.from(`${f.chance(0.9) ? ORG : 'other'}:${f.chance(0.9) ? KEY : 'nope'}`).toString('base64')}`;
  if (f.chance(0.5)) headers['git-protocol'] = f.pick(['version=2', 'version=1', 'version=9', 'x'.repeat(300)]);
  if (f.chance(0.3)) {
    const service = f.pick(['git-upload-pack', 'git-receive-pack', 'git-nothing', '']);
    return { method: f.chance(0.9) ? 'GET' : 'POST', path: `/${ORG}/${repo}.git/info/refs?service=${service}`, headers, git: true };
  }
  const push = f.chance(0.5);
  headers['content-type'] = f.chance(0.9) ? `application/x-git-${push ? 'receive' : 'upload'}-pack-request` : 'application/json';
  let body: Buffer = f.chance(0.5) ? Buffer.from(`0014command=ls-refs\n0001${'0009peel\n'.repeat(f.int(3))}0000`) : f.bytes(400);
  if (f.chance(0.4)) {
    headers['content-encoding'] = 'gzip';
    const gz = gzipSync(body);
    body = f.chance(0.5) ? gz.subarray(0, f.int(gz.length) + 1) : f.chance(0.5) ? f.bytes(100) : gz;
  }
  return { method: 'POST', path: `/${ORG}/${repo}.git/git-${push ? 'receive' : 'upload'}-pack`, headers, body, git: true };
}

describe('seeded fuzz against a live server', () => {
  let server: ServerProcess;
  let port: number;
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });

  before(async () => {
    server = await startServerProcess({ GROVE_BOOTSTRAP_ORG: ORG, GROVE_BOOTSTRAP_KEY: KEY, GROVE_RATE_LIMIT_PER_MINUTE: '10000000', GROVE_RATE_LIMIT_PER_HOUR: '100000000' });
    port = Number(new URL(server.url).port);
    const headers = { 'x-api-key': KEY, 'content-type': 'application/json' };
    for (const body of [{ slug: 'fz' }, { slug: 'fz-two', visibility: 'public' }, { slug: 'fz', namespace: 'ns' }, { slug: 'keep' }]) {
      assert.equal((await fetch(`${server.url}/v1/repos`, { method: 'POST', headers, body: JSON.stringify(body) })).status, 201);
    }
    for (const slug of ['fz', 'keep']) {
      await fetch(`${server.url}/v1/repos/${slug}/commits`, { method: 'POST', headers, body: JSON.stringify({ branch: 'main', message: 'seed', changes: [{ path: 'README.md', content: '# fz\n' }, { path: 'src/a.ts', content: 'export const a = 1;\n' }] }) });
    }
  });
  after(async () => {
    agent.destroy();
    await server.stop();
  });

  function send(req: Sent): Promise<{ status: number; type: string; text: string } | 'reset'> {
    return new Promise((resolve) => {
      const r = http.request({ host: '127.0.0.1', port, method: req.method, path: req.path, headers: req.headers, agent }, (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (s: string) => (text += text.length < 8192 ? s : ''));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, type: String(res.headers['content-type'] ?? ''), text }));
        res.on('error', () => resolve('reset'));
      });
      r.on('error', () => resolve('reset'));
      r.end(req.body);
    });
  }

  test(`${REQUESTS} requests from seed ${SEED}: no 5xx, the error shape on every REST 4xx, the server alive`, async () => {
    const f = new Fuzz(seededRandom(SEED));
    const ops = operations();
    assert.ok(ops.length > 20, 'the OpenAPI document lists the routes');
    const failures: string[] = [];
    let next = 0;
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < REQUESTS) {
          next++;
          const req = f.chance(0.25) ? gitRequest(f) : restRequest(f, f.pick(ops));
          const res = await send(req);
          if (res === 'reset') continue;
          const where = `${req.method} ${req.path.slice(0, 200)}`;
          if (res.status >= 500) failures.push(`${where} → ${res.status} ${res.text.slice(0, 300)}`);
          else if (res.status >= 400 && !req.git && req.method !== 'HEAD') {
            let shape: { error?: unknown; code?: unknown } = {};
            try {
              shape = JSON.parse(res.text) as typeof shape;
            } catch {
              // not JSON
            }
            if (typeof shape.error !== 'string' || typeof shape.code !== 'string') failures.push(`${where} → ${res.status} without {error, code}: ${res.text.slice(0, 200)}`);
          } else if (res.status >= 400 && req.git && req.method !== 'HEAD' && res.text.trim() === '') failures.push(`${where} → ${res.status} with an empty message`);
        }
      }),
    );
    assert.deepEqual(failures.slice(0, 20), [], `${failures.length} bad answers\n${server.output().slice(-3000)}`);
    assert.ok((await fetch(`${server.url}/health`)).ok, 'the server is alive');
    // a repository the fuzzer never names: reads still work after the storm
    const read = await fetch(`${server.url}/v1/repos/keep/blob/main/README.md`, { headers: { 'x-api-key': KEY } });
    assert.equal(read.status, 200, 'and still serves repositories');
  });
});
