// The API contract: the OpenAPI document describes exactly the registered REST routes, every operation is
// named, summarized and lists its errors as the one Error schema; and the HTTP rules every route shares
// (405 with Allow, body-less POST/DELETE, unknown query parameters, validation messages in plain words).
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { api, startTestGrove, type TestGrove } from '../helpers/grove.js';

interface Operation {
  operationId?: string;
  summary?: string;
  security?: unknown[];
  parameters?: { in: string; name: string }[];
  requestBody?: { required?: boolean };
  responses: Record<string, { content?: Record<string, { schema?: { $ref?: string } }> }>;
}
interface Document {
  servers?: { url: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, { allOf?: { $ref?: string }[] }> };
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch'];

function operations(doc: Document): { method: string; path: string; op: Operation }[] {
  return Object.entries(doc.paths).flatMap(([p, methods]) =>
    Object.entries(methods)
      .filter(([m]) => METHODS.includes(m))
      .map(([method, op]) => ({ method: method.toUpperCase(), path: p, op })),
  );
}

describe('the OpenAPI document', () => {
  let t: TestGrove;
  let doc: Document;

  before(async () => {
    t = await startTestGrove();
    doc = (await t.app.inject({ method: 'GET', url: '/v1/openapi.json' })).json() as Document;
  });
  after(() => t.close());

  test('is served at /v1/openapi.json without a key, with servers set to the public URL', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/openapi.json' });
    assert.equal(res.statusCode, 200);
    assert.match(String(res.headers['content-type']), /application\/json/);
    assert.equal(doc.servers?.[0]?.url, 'http://grove.test');
    assert.equal((res.json() as { openapi: string }).openapi, '3.1.0');
  });

  test('the committed docs/openapi.json has the same operations as the served one', () => {
    const committed = JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../../docs/openapi.json'), 'utf8')) as Document;
    const ids = (d: Document) => operations(d).map((o) => `${o.method} ${o.path} ${o.op.operationId}`).sort();
    assert.deepEqual(ids(committed), ids(doc));
  });

  test('every operation has a unique camelCase operationId, a summary and documented errors using the Error schema', () => {
    const seen = new Set<string>();
    const isError = (ref: string | undefined) =>
      ref === '#/components/schemas/Error' ||
      (ref?.startsWith('#/components/schemas/') && doc.components.schemas[ref.split('/').pop()!]?.allOf?.some((s) => s.$ref === '#/components/schemas/Error'));
    for (const { method, path: p, op } of operations(doc)) {
      const where = `${method} ${p}`;
      assert.match(op.operationId ?? '', /^[a-z][a-zA-Z0-9]*$/, `${where}: operationId`);
      assert.ok(!seen.has(op.operationId!), `${where}: operationId ${op.operationId} is used twice`);
      seen.add(op.operationId!);
      assert.ok((op.summary ?? '').length > 5, `${where}: summary`);
      const errors = Object.entries(op.responses).filter(([status]) => Number(status) >= 400);
      assert.ok(errors.some(([s]) => s === '400') && errors.some(([s]) => s === '500'), `${where}: 400 and 500 are documented`);
      for (const [status, response] of errors) {
        assert.ok(isError(response.content?.['application/json']?.schema?.$ref), `${where} ${status}: refers to the Error schema`);
      }
      // named path parameters only, each declared
      assert.doesNotMatch(p, /\{\*\}/, `${where}: wildcard named`);
      const declared = (op.parameters ?? []).filter((q) => q.in === 'path').map((q) => q.name).sort();
      assert.deepEqual(declared, [...p.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort(), `${where}: path parameters`);
    }
  });

  test('named component schemas, not inline copies', () => {
    for (const name of ['Error', 'Repository', 'Branch', 'Commit', 'Ref', 'Snapshot', 'Tree', 'Blob', 'Diff', 'Fork', 'MergeConflict']) {
      assert.ok(doc.components.schemas[name], `component ${name}`);
    }
    const getRepo = doc.paths['/v1/repos/{slug}']!.get!;
    assert.equal(getRepo.responses['200']!.content!['application/json']!.schema!.$ref, '#/components/schemas/Repository');
  });

  test('public routes and ops routes need no key; the rest do', () => {
    for (const { method, path: p, op } of operations(doc)) {
      const open = p.startsWith('/v1/orgs/') || ['/health', '/metrics', '/v1/openapi.json'].includes(p);
      if (open) assert.deepEqual(op.security, [], `${method} ${p}`);
      else assert.equal(op.security, undefined, `${method} ${p} uses the document's key requirement`);
    }
  });

  test('the merge route is explicit and optional bodies are marked optional', () => {
    assert.ok(doc.paths['/v1/repos/{slug}/branches/{name}/merge']?.post);
    assert.ok(doc.paths['/v1/repos/{namespace}/{slug}/branches/{name}/merge']?.post);
    assert.equal(doc.paths['/v1/repos/{slug}/branches/{name}']!.post, undefined);
    assert.equal(doc.paths['/v1/session']!.post!.requestBody!.required, false);
    assert.equal(doc.paths['/v1/repos/{slug}/snapshots/{name}/restore']!.post!.requestBody!.required, false);
    assert.equal(doc.paths['/v1/repos']!.post!.requestBody!.required, true);
  });

  test('LFS routes are registered like git smart HTTP: reading their own query, hidden from the document', () => {
    const lfs = t.app.registeredRoutes().filter((r) => r.url.includes('/info/lfs/') || r.url.startsWith('/_lfs/'));
    const urls = lfs.map((r) => `${r.methods.join(',')} ${r.url}`);
    for (const expected of ['POST /:org/:repo/info/lfs/objects/batch', 'POST /:org/:namespace/:repo/info/lfs/locks/:id/unlock', 'GET /:org/:repo/info/lfs/locks', 'PUT /_lfs/storage/:repoId/:oid']) {
      assert.ok(urls.includes(expected), expected);
    }
    for (const route of lfs) assert.equal(route.config?.freeQuery, true, route.url);
    assert.deepEqual(Object.keys(doc.paths).filter((p) => p.includes('lfs')), []);
  });

  test('every registered REST route is in the document, and every documented operation is registered', () => {
    const registered = new Set<string>();
    for (const route of t.app.registeredRoutes()) {
      if (route.config?.freeQuery) continue; // git smart HTTP and LFS (API and storage addresses) are not REST
      let url = route.url;
      if (url.endsWith('*')) url = `${url.slice(0, -1)}:${route.config!.wildcard!.name}${route.config!.wildcard!.suffix ?? ''}`;
      url = url.replace(/:(\w+)/g, '{$1}');
      // HEAD is answered wherever GET is; OpenAPI lists GET
      for (const method of route.methods) if (method !== 'HEAD') registered.add(`${method} ${url}`);
    }
    const documented = new Set(operations(doc).map((o) => `${o.method} ${o.path}`));
    assert.ok(registered.size > 60, `found ${registered.size} REST routes`);
    assert.deepEqual([...registered].filter((r) => !documented.has(r)), [], 'registered but not documented');
    assert.deepEqual([...documented].filter((r) => !registered.has(r)), [], 'documented but not registered');
  });
});

describe('HTTP rules every REST route shares', () => {
  let t: TestGrove;
  before(async () => {
    t = await startTestGrove();
    assert.equal((await api(t).post('/v1/repos', { slug: 'base' })).statusCode, 201);
    assert.equal((await api(t).post('/v1/repos/base/snapshots', { name: 'before' })).statusCode, 201);
  });
  after(() => t.close());

  const send = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'OPTIONS', url: string, headers: Record<string, string> = {}, payload?: string) =>
    t.app.inject({ method, url, headers: { 'x-api-key': t.key, ...headers }, ...(payload === undefined ? {} : { payload }) });

  const expectError = (res: { statusCode: number; json: () => unknown }, status: number, code: string) => {
    assert.equal(res.statusCode, status);
    const body = res.json() as { error: string; code: string };
    assert.equal(body.code, code);
    return body.error;
  };

  test('a known path with another method is 405 with Allow; an unknown path stays 404', async () => {
    const put = await send('PUT', '/v1/repos/base');
    expectError(put, 405, 'METHOD_NOT_ALLOWED');
    assert.equal(put.headers.allow, 'DELETE, GET, HEAD, PATCH');
    assert.equal((await send('DELETE', '/v1/repos')).headers.allow, 'GET, HEAD, POST');
    assert.equal((await send('OPTIONS', '/v1/usage')).headers.allow, 'GET, HEAD');
    const unauthenticated = await t.app.inject({ method: 'PATCH', url: '/v1/openapi.json' });
    expectError(unauthenticated, 405, 'METHOD_NOT_ALLOWED');
    assert.equal(unauthenticated.headers.allow, 'GET, HEAD');
    // branch paths take GET and DELETE; only …/merge takes POST
    const post = await send('POST', '/v1/repos/base/branches/feature/x', { 'content-type': 'application/json' }, '{}');
    expectError(post, 405, 'METHOD_NOT_ALLOWED');
    assert.equal(post.headers.allow, 'DELETE, GET, HEAD');
    expectError(await send('GET', '/v1/nothing-here'), 404, 'NOT_FOUND');
  });

  test('POST and DELETE without a body are accepted where every body field is optional, with or without a JSON content type', async () => {
    for (const headers of [{}, { 'content-type': 'application/json' }] as Record<string, string>[]) {
      const session = await send('POST', '/v1/session', headers);
      assert.equal(session.statusCode, 201, session.body);
      const id = (session.json() as { session_id: string }).session_id;
      assert.equal((await send('POST', `/v1/session/${id}/flush`, headers)).statusCode, 200);
      assert.equal((await send('DELETE', `/v1/session/${id}`, headers)).statusCode, 200);
      const restore = await send('POST', '/v1/repos/base/snapshots/before/restore', headers);
      assert.equal(restore.statusCode, 200, restore.body);
      assert.equal((restore.json() as { branch: string }).branch, 'main');
    }
    assert.equal((await api(t).post('/v1/repos/base/snapshots', { name: 'gone' })).statusCode, 201);
    assert.equal((await send('DELETE', '/v1/repos/base/snapshots/gone', { 'content-type': 'application/json' })).statusCode, 200);
    assert.equal((await api(t).post('/v1/repos', { slug: 'doomed' })).statusCode, 201);
    assert.equal((await send('DELETE', '/v1/repos/doomed', { 'content-type': 'application/json' })).statusCode, 200);
  });

  test('a missing body where fields are required names the first one; a literal null body is refused', async () => {
    for (const headers of [{}, { 'content-type': 'application/json' }] as Record<string, string>[]) {
      assert.equal(expectError(await send('POST', '/v1/repos', headers), 400, 'VALIDATION_ERROR'), "body field 'slug' is required");
    }
    assert.equal(expectError(await send('POST', '/v1/session', { 'content-type': 'application/json' }, 'null'), 400, 'VALIDATION_ERROR'), 'the request body must be a JSON object');
  });

  test('an unknown query parameter is 400 naming it, on routes with and without query parameters', async () => {
    const listing = expectError(await send('GET', '/v1/repos?limit=5&colour=blue'), 400, 'VALIDATION_ERROR');
    assert.match(listing, /unknown query parameter 'colour'/);
    assert.match(listing, /limit/, 'and says which parameters the endpoint takes');
    assert.match(expectError(await send('GET', '/v1/repos/base?x=1'), 400, 'VALIDATION_ERROR'), /unknown query parameter 'x' \(this endpoint takes no query parameters\)/);
    assert.match(expectError(await send('DELETE', '/v1/repos/base?force=true'), 400, 'VALIDATION_ERROR'), /'force'/);
    assert.match(expectError(await t.app.inject({ method: 'GET', url: `/v1/orgs/${t.org}/repos?sort=name` }), 400, 'VALIDATION_ERROR'), /'sort'/);
    assert.equal((await t.app.inject({ method: 'GET', url: '/health?probe=1' })).statusCode, 400);
    assert.equal((await send('GET', '/v1/repos?limit=5')).statusCode, 200, 'known parameters still work');
  });

  test('validation errors name the field and the allowed values in plain words', async () => {
    const cases: [string, unknown, string][] = [
      ['/v1/repos', { slug: 'ok', visibility: 'secret' }, "body field 'visibility' must be one of: 'public', 'private'"],
      ['/v1/repos', { slug: 'Not OK' }, "body field 'slug' must be 1-100 lowercase letters, digits or single hyphens"],
      ['/v1/repos', { slug: 'ok', init: 'yes' }, "body field 'init' must be true or false"],
      ['/v1/repos', { slug: 'ok', description: 'd'.repeat(501) }, "body field 'description' must be at most 500 characters long"],
      ['/v1/repos', { slug: 'ok', colour: 'blue' }, "unknown field 'colour' in the request body"],
      ['/v1/repos/base/branches/main/merge', { source: 'main', strategy: 'rebase' }, "body field 'strategy' must be one of: 'fast-forward', 'merge-commit', 'squash'"],
      ['/v1/repos/base/branches', { name: 'x', from_sha: 'xyz' }, "body field 'from_sha' must be a full commit SHA (40 lowercase hex digits)"],
      ['/v1/repos/base/commits', { branch: 'main', message: 'm', changes: [{ path: 'a', action: 'move' }] }, "body field 'changes[0].action' must be one of: 'create', 'edit', 'delete', 'rename', 'lazy_edit'"],
    ];
    for (const [url, body, message] of cases) {
      const error = expectError(await api(t).post(url, body), 400, 'VALIDATION_ERROR');
      assert.ok(error.startsWith(message), `${url} ${JSON.stringify(body).slice(0, 80)}: ${error}`);
      assert.doesNotMatch(error, /must be equal to|must match pattern|\^|\$/, error);
    }
    const limit = expectError(await api(t).get('/v1/repos?limit=1000'), 400, 'VALIDATION_ERROR');
    assert.equal(limit, "query parameter 'limit' must be a whole number from 1 to 100");
    assert.equal(expectError(await api(t).get('/v1/repos/base/diff?base=main'), 400, 'VALIDATION_ERROR'), "query parameter 'head' is required");
  });
});
