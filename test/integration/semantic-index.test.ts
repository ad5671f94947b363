// Semantic index management: scopes and path prefixes, the four DELETE forms, instant-fork fan-out, token
// permissions, 503 when turned off, and the OpenAI-compatible embeddings path end to end (a fake server).
import assert from 'node:assert/strict';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, test } from 'node:test';
import { startFakeOpenAI, type FakeOpenAI } from '../helpers/fake-openai.js';
import { api, startTestGrove, type TestGrove } from '../helpers/grove.js';
import { commitFiles, runJobs } from '../helpers/semantic.js';

const FILES = [
  { path: 'src/billing/invoice.ts', content: 'export function renderInvoicePdf(order: Order): Buffer {\n  // lay out the invoice lines, taxes and totals\n  return layoutInvoice(order.lines, order.taxes);\n}\n' },
  { path: 'src/auth/password.ts', content: 'export async function hashPasswordWithArgon(password: string): Promise<string> {\n  // salted argon2id hash of the password\n  return argon.hash(password, { salt: randomSalt() });\n}\n' },
  { path: 'docs/invoices.md', content: '# Invoices\n\nHow invoices are rendered as PDF files, with taxes and totals per line.\n' },
  { path: 'docs/security.md', content: '# Security\n\nPasswords are hashed with argon2id and a random salt.\n' },
];

const paths = (res: { json(): { results: Array<{ file_path: string }> } }) => res.json().results.map((r) => r.file_path);

for (const dialect of ['sqlite', 'postgres'] as const)
describe(`semantic index: scopes, prefixes, deletes, forks, permissions (${dialect})`, () => {
  let t: TestGrove;
  const search = (body: Record<string, unknown>, repo = 'shop') => api(t).post(`/v1/repos/${repo}/semantic-search`, body);
  const status = (query = '', repo = 'shop') => api(t).get(`/v1/repos/${repo}/index/status${query}`);

  before(async () => {
    t = await startTestGrove({ dialect });
    await api(t).post('/v1/repos', { slug: 'shop' });
    await commitFiles(t, 'shop', FILES);
  });
  after(() => t.close());

  test('path_prefix on the default index: only those paths are indexed and searched', async () => {
    const res = await api(t).post('/v1/repos/shop/index', { path_prefix: 'src/' });
    assert.equal(res.statusCode, 202);
    assert.equal(res.json().path_prefix, 'src/');
    await runJobs(t);
    const s = (await status()).json();
    assert.equal(s.status, 'ready');
    assert.equal(s.path_prefix, 'src/');
    const found = paths(await search({ q: 'invoice pdf taxes totals' }));
    assert.ok(found.length > 0);
    for (const p of found) assert.match(p, /^src\//);
    // a reindex without path_prefix keeps it; "" clears it
    assert.equal((await api(t).post('/v1/repos/shop/index', {})).json().path_prefix, 'src/');
    await runJobs(t);
    for (const p of paths(await search({ q: 'invoices rendered pdf' }))) assert.match(p, /^src\//);
    assert.equal((await api(t).post('/v1/repos/shop/index', { path_prefix: '' })).json().path_prefix, null);
    await runJobs(t);
    assert.ok(paths(await search({ q: 'invoices rendered pdf taxes' })).includes('docs/invoices.md'));
    assert.equal((await status()).json().path_prefix, undefined);
  });

  test('a named scope is its own namespace, with its own prefix and status', async () => {
    const res = await api(t).post('/v1/repos/shop/index', { scope: 'docs', path_prefix: 'docs/' });
    assert.equal(res.statusCode, 202);
    assert.equal(res.json().scope, 'docs');
    await runJobs(t);
    const s = (await status('?scope=docs')).json();
    assert.equal(s.status, 'ready');
    assert.equal(s.scope, 'docs');
    assert.equal(s.path_prefix, 'docs/');
    const inScope = paths(await search({ q: 'argon2id salt passwords hashed', scope: 'docs' }));
    assert.deepEqual(inScope.slice(0, 1), ['docs/security.md']);
    for (const p of inScope) assert.match(p, /^docs\//);
    // the default index knows nothing of the scope's prefix, and an unknown scope is 404
    assert.equal((await status('?scope=nope')).json().status, 'not_indexed');
    assert.equal((await search({ q: 'x', scope: 'nope' })).statusCode, 404);
  });

  test('at most 16 named scopes: the 17th is 409; re-indexing an existing scope is fine', async () => {
    for (let i = 1; i <= 15; i++) assert.equal((await api(t).post('/v1/repos/shop/index', { scope: `s${i}` })).statusCode, 202);
    const over = await api(t).post('/v1/repos/shop/index', { scope: 'one-too-many' });
    assert.equal(over.statusCode, 409, over.body);
    assert.equal(over.json().code, 'CONFLICT');
    assert.equal((await api(t).post('/v1/repos/shop/index', { scope: 's3' })).statusCode, 202);
    assert.equal((await api(t).post('/v1/repos/shop/index', {})).statusCode, 202, 'the default index is not counted');
    for (const bad of ['-lead', 'UPPER', 'a'.repeat(33), 'under_score']) {
      assert.equal((await api(t).post('/v1/repos/shop/index', { scope: bad })).statusCode, 400, bad);
    }
    await runJobs(t);
    assert.equal((await api(t).get('/v1/repos/shop/index/status?scope=s15')).json().status, 'ready');
  });

  test('DELETE forms: {branch} keeps vectors; {scope} drops that scope; {} drops everything', async () => {
    const del = (body?: object) => t.app.inject({ method: 'DELETE', url: '/v1/repos/shop/index', headers: { 'x-api-key': t.key }, ...(body ? { payload: body } : {}) });
    await api(t).post('/v1/repos/shop/index', { scope: 'docs', path_prefix: 'docs/' });
    await api(t).post('/v1/repos/shop/index', {});
    await runJobs(t);
    const branchOnly = await del({ branch: 'main' });
    assert.equal(branchOnly.statusCode, 200, branchOnly.body);
    assert.deepEqual(branchOnly.json(), { deleted: true, vectors_deleted: false });
    assert.equal((await status()).json().status, 'not_indexed');
    assert.equal((await search({ q: 'invoice pdf' })).statusCode, 200, 'vectors stay: search still works');
    const scopedBranch = await del({ branch: 'main', scope: 'docs' });
    assert.deepEqual(scopedBranch.json(), { deleted: true, vectors_deleted: false });
    assert.equal((await status('?scope=docs')).json().status, 'not_indexed');
    assert.equal((await search({ q: 'argon2id', scope: 'docs' })).statusCode, 200);
    const scope = await del({ scope: 'docs' });
    assert.deepEqual(scope.json(), { deleted: true, vectors_deleted: true });
    assert.equal((await search({ q: 'argon2id', scope: 'docs' })).statusCode, 404);
    assert.equal((await search({ q: 'invoice pdf' })).statusCode, 200, 'the default index is untouched');
    const all = await del();
    assert.deepEqual(all.json(), { deleted: true, vectors_deleted: true });
    assert.equal((await search({ q: 'invoice pdf' })).statusCode, 404);
    assert.equal((await status('?scope=s1')).json().status, 'not_indexed');
    assert.deepEqual((await del()).json(), { deleted: true, vectors_deleted: false }, 'nothing left to delete');
  });

  test('an instant fork searches its parent index; its own indexed files win and join in', async () => {
    await api(t).post('/v1/repos', { slug: 'upstream' });
    await commitFiles(t, 'upstream', FILES);
    await api(t).post('/v1/repos/upstream/index', {});
    await runJobs(t);
    const fork = await api(t).post('/v1/repos/upstream/fork', { slug: 'downstream' });
    assert.equal(fork.statusCode, 201, fork.body);
    assert.equal(fork.json().fork_mode, 'instant');
    const viaParent = await search({ q: 'argon2id password salt' }, 'downstream');
    assert.equal(viaParent.statusCode, 200, viaParent.body);
    assert.deepEqual(paths(viaParent).slice(0, 2).sort(), ['docs/security.md', 'src/auth/password.ts'], 'the parent\'s index answers');
    // the fork adds a file and indexes itself: both its own and the parent's content are found, once each
    await commitFiles(t, 'downstream', [{ path: 'src/auth/totp.ts', content: 'export function verifyTotpCode(secret: string, code: string): boolean {\n  // time-based one-time password check\n  return totp(secret) === code;\n}\n' }]);
    await api(t).post('/v1/repos/downstream/index', {});
    await runJobs(t);
    const both = paths(await search({ q: 'password one-time totp argon2id salt', top_k: 10 }, 'downstream'));
    assert.ok(both.includes('src/auth/totp.ts'));
    assert.ok(both.includes('src/auth/password.ts'));
    assert.equal(new Set(both).size, both.length, 'no duplicates');
    // the parent does not see the fork's file
    assert.ok(!paths(await search({ q: 'totp one-time password' }, 'upstream')).includes('src/auth/totp.ts'));
    // a deep fork searches only its own index
    const deep = await api(t).post('/v1/repos/upstream/fork', { slug: 'deep-copy', mode: 'deep' });
    assert.equal(deep.statusCode, 201);
    assert.equal((await search({ q: 'argon2id' }, 'deep-copy')).statusCode, 404);
  });

  test('permissions: a read token searches but cannot index or delete; another repo\'s token is refused', async () => {
    const token = async (scopes: object) => (await api(t).post('/v1/tokens', { name: 'sem', expires_in: 3600, scopes })).json().token as string;
    const read = await token({ 'repos:upstream': ['read'] });
    assert.equal((await api(t, read).post('/v1/repos/upstream/semantic-search', { q: 'invoice' })).statusCode, 200);
    assert.equal((await api(t, read).get('/v1/repos/upstream/index/status')).statusCode, 200);
    assert.equal((await api(t, read).post('/v1/repos/upstream/index', {})).statusCode, 403);
    assert.equal((await t.app.inject({ method: 'DELETE', url: '/v1/repos/upstream/index', headers: { 'x-api-key': read } })).statusCode, 403);
    const other = await token({ 'repos:shop': ['read', 'write'] });
    assert.equal((await api(t, other).post('/v1/repos/upstream/semantic-search', { q: 'invoice' })).statusCode, 403);
    assert.equal((await api(t, null).post('/v1/repos/upstream/semantic-search', { q: 'invoice' })).statusCode, 401);
  });

  test('deleting a repository drops its namespaces (default and scopes) from the vector store', async () => {
    await api(t).post('/v1/repos', { slug: 'doomed' });
    await commitFiles(t, 'doomed', [{ path: 'only/here.ts', content: 'export const uniqueDoomedMarker = 1;\n' }]);
    await api(t).post('/v1/repos/doomed/index', {});
    await api(t).post('/v1/repos/doomed/index', { scope: 'part' });
    await runJobs(t);
    const repo = (await api(t).get('/v1/repos/doomed')).json();
    assert.equal((await t.grove.store.vectors.namespacesUnder(repo.id)).length, 2);
    assert.equal((await api(t).delete('/v1/repos/doomed')).statusCode, 200);
    // dropped by the repo.deleted subscriber, after the response
    for (let i = 0; i < 100 && (await t.grove.store.vectors.namespacesUnder(repo.id)).length > 0; i++) await new Promise((r) => setTimeout(r, 50));
    assert.deepEqual(await t.grove.store.vectors.namespacesUnder(repo.id), []);
  });

  test('index of a missing branch or repository is 404', async () => {
    assert.equal((await api(t).post('/v1/repos/shop/index', { branch: 'nope' })).statusCode, 404);
    assert.equal((await api(t).post('/v1/repos/missing/index', {})).statusCode, 404);
    assert.equal((await search({ q: 'x' }, 'missing')).statusCode, 404);
  });
});

describe('semantic search turned off', () => {
  let t: TestGrove;
  before(async () => {
    t = await startTestGrove({ env: { GROVE_SEMANTIC_SEARCH: 'off' } });
    await api(t).post('/v1/repos', { slug: 'app' });
  });
  after(() => t.close());

  test('every semantic endpoint answers 503 NOT_CONFIGURED', async () => {
    for (const res of [
      await api(t).post('/v1/repos/app/semantic-search', { q: 'x' }),
      await api(t).post('/v1/repos/app/index', {}),
      await api(t).get('/v1/repos/app/index/status'),
    ]) {
      assert.equal(res.statusCode, 503, res.body);
      assert.equal(res.json().code, 'NOT_CONFIGURED');
    }
  });
});

describe('semantic search through an OpenAI-compatible embeddings server', () => {
  let t: TestGrove;
  let fake: FakeOpenAI;
  before(async () => {
    fake = await startFakeOpenAI([], { apiKey: 'sk-test-embeddings' });
    t = await startTestGrove({
      env: { GROVE_EMBEDDINGS_URL: fake.url, GROVE_EMBEDDINGS_MODEL: 'fake-embed-1', GROVE_EMBEDDINGS_API_KEY: 'sk-test-embeddings', GROVE_EMBEDDINGS_DIMENSIONS: '128' },
    });
    await api(t).post('/v1/repos', { slug: 'shop' });
    await commitFiles(t, 'shop', FILES);
  });
  after(async () => {
    await t.close();
    await fake.close();
  });

  test('chunks and queries are embedded by the server (real openai client), and search finds by its vectors', async () => {
    await api(t).post('/v1/repos/shop/index', {});
    await runJobs(t);
    const s = (await api(t).get('/v1/repos/shop/index/status')).json();
    assert.equal(s.status, 'ready', JSON.stringify(s));
    assert.ok(fake.embeddingRequests.length >= 1);
    const first = fake.embeddingRequests[0]!;
    assert.equal(first.body.model, 'fake-embed-1');
    assert.equal(first.body.encoding_format, 'float');
    assert.equal(first.body.dimensions, 128);
    assert.equal(first.headers.authorization, 'Bearer sk-test-embeddings');
    const texts = fake.embeddingRequests.flatMap((r) => (Array.isArray(r.body.input) ? r.body.input : [r.body.input]));
    assert.ok(texts.some((x) => x.includes('hashPasswordWithArgon')));
    const before = fake.embeddingRequests.length;
    const res = await api(t).post('/v1/repos/shop/semantic-search', { q: 'argon2id salt password', rerank: false });
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(fake.embeddingRequests.length, before + 1, 'the query is embedded by the server too');
    assert.ok(['src/auth/password.ts', 'docs/security.md'].includes(paths(res)[0]!), paths(res).join(', '));
    // re-indexing the same commit embeds nothing again
    await api(t).post('/v1/repos/shop/index', {});
    await runJobs(t);
    assert.equal(fake.embeddingRequests.length, before + 1);
  });
});

describe('semantic search with an external /rerank endpoint', () => {
  let t: TestGrove;
  const seen: Array<{ auth: string | undefined; body: { model: string; query: string; documents: string[] } }> = [];
  // a Cohere/Jina-shaped reranker that prefers passages mentioning "argon"
  const server = createServer((req: IncomingMessage, res) => {
    let text = '';
    req.on('data', (c: Buffer) => (text += c.toString()));
    req.on('end', () => {
      const body = JSON.parse(text) as { model: string; query: string; documents: string[] };
      seen.push({ auth: req.headers.authorization, body });
      res.writeHead(req.url === '/v1/rerank' ? 200 : 404, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ results: body.documents.map((d, index) => ({ index, relevance_score: d.includes('argon') ? 0.99 : 0.01 })) }));
    });
  });
  before(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
    t = await startTestGrove({ env: { GROVE_RERANK_URL: url, GROVE_RERANK_MODEL: 'rerank-test', GROVE_RERANK_API_KEY: 'rk-1' } });
    await api(t).post('/v1/repos', { slug: 'shop' });
    await commitFiles(t, 'shop', FILES);
    await api(t).post('/v1/repos/shop/index', {});
    await runJobs(t);
  });
  after(async () => {
    await t.close();
    server.close();
  });

  test('candidates go to the reranker, whose scores order the results', async () => {
    const res = await api(t).post('/v1/repos/shop/semantic-search', { q: 'invoice pdf taxes password', top_k: 4 });
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(seen.length, 1);
    assert.equal(seen[0]!.auth, 'Bearer rk-1');
    assert.equal(seen[0]!.body.model, 'rerank-test');
    assert.equal(seen[0]!.body.query, 'invoice pdf taxes password');
    assert.ok(seen[0]!.body.documents.length >= 2);
    const top = paths(res).slice(0, 2).sort();
    assert.deepEqual(top, ['docs/security.md', 'src/auth/password.ts'], 'the passages the reranker prefers come first');
    // rerank: false skips it
    await api(t).post('/v1/repos/shop/semantic-search', { q: 'invoice pdf', rerank: false });
    assert.equal(seen.length, 1);
  });
});
