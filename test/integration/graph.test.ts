// The code graph over HTTP: a small repository in five languages (test/fixtures/graph-polyglot) with known
// answers for each of the 14 query types, index status and progress, auto_index with incremental updates,
// X-Cache, and the 202/400/404 cases.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { api, startTestGrove, type TestGrove } from '../helpers/grove.js';
import { serviceAvailable } from '../helpers/services.js';
import { gitIn } from '../helpers/git.js';

const FIXTURE = path.join(import.meta.dirname, '..', 'fixtures', 'graph-polyglot');

function fixtureFiles(dir = FIXTURE): Array<{ path: string; content: string }> {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return fixtureFiles(full);
    return [{ path: path.relative(FIXTURE, full).split(path.sep).join('/'), content: readFileSync(full, 'utf8') }];
  });
}

interface Node {
  id: string;
  type: string;
  name: string;
  file_path: string;
  start_line: number;
  end_line: number;
  exported: boolean;
  complexity: number;
  community_id: number | null;
  signature: string;
  language: string;
  blob_sha: string;
}

const pgUp = await serviceAvailable('PostgreSQL');

for (const dialect of ['sqlite', 'postgres'] as const) {
describe(`code graph (${dialect})`, { skip: dialect === 'postgres' && !pgUp ? 'PostgreSQL unavailable' : false }, () => {
  let t: TestGrove;
  let repoId: string;
  const query = (body: object, slug = 'poly') => api(t).post(`/v1/repos/${slug}/graph/query`, body);
  const names = async (body: object): Promise<string[]> => {
    const res = await query(body);
    assert.equal(res.statusCode, 200, res.body);
    return (res.json().nodes as Node[]).map((n) => `${n.type}:${n.name}@${n.file_path}`).sort();
  };
  const runJobs = async () => {
    while ((await t.grove.services.jobs.runDue()) > 0) {
      /* until the queue is empty */
    }
  };
  /**
   * Until the branch's graph is at the branch's tip (the queue also starts jobs on its own right after enqueue).
   * Reads the index record from the store, so waiting spends none of the key's rate budget; a slow machine
   * gets a minute, and a run that gives up says where the index stood.
   */
  const settle = async (slug: string, id: string) => {
    const head = gitIn(t, id, ['rev-parse', 'main']).trim();
    const deadline = Date.now() + 60_000;
    let row = await t.grove.store.graph.getIndex(id, 'main');
    while (!(row?.status === 'ready' && row.lastCommitSha === head)) {
      if (Date.now() > deadline) throw new Error(`${slug}: the graph did not reach ${head}; index record: ${JSON.stringify(row)}`);
      await runJobs();
      await new Promise((resolve) => setTimeout(resolve, 25));
      row = await t.grove.store.graph.getIndex(id, 'main');
    }
    return (await api(t).get(`/v1/repos/${slug}/graph/index/status`)).json();
  };

  before(async () => {
    t = await startTestGrove({ dialect });
    await t.grove.services.orgs.setPlan(t.org, 'paid');
    repoId = (await api(t).post('/v1/repos', { slug: 'poly', auto_index: true })).json().id;
    const res = await api(t).post('/v1/repos/poly/commits', { branch: 'main', message: 'fixture', changes: fixtureFiles() });
    assert.equal(res.statusCode, 201, res.body);
    assert.equal((await api(t).post('/v1/repos', { slug: 'plain' })).statusCode, 201);
    await api(t).post('/v1/repos/plain/commits', { branch: 'main', message: 'one', changes: [{ path: 'a.ts', content: 'export function a() { return 1; }\n' }] });
  });
  after(() => t.close());

  test('auto_index indexes the default branch on push, with batch progress', async () => {
    const status = (await api(t).get('/v1/repos/poly/graph/index/status')).json();
    assert.ok(['pending', 'indexing', 'ready'].includes(status.status), status.status);
    assert.equal(status.branch, 'main');
    const ready = await settle('poly', repoId);
    assert.equal(ready.status, 'ready');
    assert.equal(ready.last_commit_sha, gitIn(t, repoId, ['rev-parse', 'main']).trim());
    assert.ok(ready.nodes_count > 50 && ready.edges_count > ready.nodes_count, JSON.stringify(ready));
    assert.ok(ready.total_batches >= 2);
    assert.equal(ready.processed_batches, ready.total_batches);
    assert.ok(ready.indexed_at);
    assert.equal(ready.error, null);
  });

  test('callers and callees, across files and languages', async () => {
    assert.deepEqual(await names({ type: 'callers', name: 'makeShape' }), ['Function:totalArea@src/registry.ts', 'Test:makes circles@test/registry.test.ts']);
    assert.deepEqual(await names({ type: 'callees', name: 'makeShape' }), ['Class:Circle@src/shapes.ts', 'Class:Square@src/shapes.ts', 'Function:log@src/log.ts']);
    // Python: a module import; Go: a package import; Java: same package; Rust: same module
    assert.deepEqual(await names({ type: 'callers', name: 'norm' }), ['Function:length@py/geometry/vectors.py', 'Test:test_norm@py/test_vectors.py']);
    // `s := store.New()` gives s the declared result type of New, so s.Get is MemStore.Get
    assert.deepEqual(await names({ type: 'callees', name: 'handleGet' }), ['Function:Get@gosvc/store/store.go', 'Function:New@gosvc/store/store.go']);
    assert.deepEqual(await names({ type: 'callees', name: 'dog' }), ['Class:Dog@java/com/example/Dog.java', 'Function:speak@java/com/example/Animal.java']);
    assert.deepEqual(await names({ type: 'callers', name: 'boost' }), ['Function:run@rs/src/engine.rs', 'Test:test_boost@rs/src/engine.rs']);
    // `Class.method` narrows a name shared by several classes
    assert.deepEqual(await names({ type: 'callers', name: 'Animal.sound' }), ['Function:speak@java/com/example/Animal.java']);
  });

  test('dependencies and dependents follow several hops, bounded by max_depth', async () => {
    const deps = await names({ type: 'dependencies', name: 'handleArea' });
    for (const n of ['Function:totalArea@src/registry.ts', 'Function:makeShape@src/registry.ts', 'Class:Circle@src/shapes.ts', 'Function:log@src/log.ts']) assert.ok(deps.includes(n), n);
    assert.deepEqual(await names({ type: 'dependencies', name: 'handleArea', max_depth: 1 }), ['Function:totalArea@src/registry.ts']);
    const dependents = await names({ type: 'dependents', name: 'log' });
    for (const n of ['Function:makeShape@src/registry.ts', 'Function:logReport@src/log.ts', 'Function:totalArea@src/registry.ts', 'Function:handleArea@src/server.ts']) assert.ok(dependents.includes(n), n);
  });

  test('type_hierarchy: ancestors and descendants, in TypeScript, Java, Rust and Go', async () => {
    assert.deepEqual(await names({ type: 'type_hierarchy', name: 'Base' }), ['Class:Base@src/shapes.ts', 'Class:Circle@src/shapes.ts', 'Class:Square@src/shapes.ts', 'Interface:Shape@src/shapes.ts']);
    assert.deepEqual(await names({ type: 'type_hierarchy', name: 'Dog' }), ['Class:Animal@java/com/example/Animal.java', 'Class:Dog@java/com/example/Dog.java']);
    assert.deepEqual(await names({ type: 'type_hierarchy', name: 'Engine' }), ['Class:Motor@rs/src/engine.rs', 'Interface:Engine@rs/src/engine.rs']);
    assert.deepEqual(await names({ type: 'type_hierarchy', name: 'Store' }), ['Class:MemStore@gosvc/store/store.go', 'Interface:Store@gosvc/store/store.go']);
  });

  test('impact_analysis returns the edges that carry the change', async () => {
    const res = await query({ type: 'impact_analysis', name: 'norm' });
    assert.equal(res.statusCode, 200);
    const body = res.json() as { nodes: Node[]; edges: Array<{ source_id: string; target_id: string; type: string }> };
    const got = body.nodes.map((n) => `${n.type}:${n.name}`).sort();
    // the file that imports norm breaks too
    assert.deepEqual(got, ['File:py/test_vectors.py', 'Function:length', 'Function:length_endpoint', 'Route:ANY /length', 'Test:test_norm']);
    const byId = new Map(body.nodes.map((n) => [n.id, n.name]));
    assert.ok(body.edges.some((e) => e.type === 'CALLS' && byId.get(e.source_id) === 'length_endpoint' && byId.get(e.target_id) === 'length'));
    assert.equal((await query({ type: 'callers', name: 'norm' })).json().edges, undefined, 'edges only for impact_analysis');
  });

  test('file_structure lists a file\'s entities in order, with lines, signatures and complexity', async () => {
    const res = await query({ type: 'file_structure', file_path: 'src/registry.ts' });
    const nodes = res.json().nodes as Node[];
    assert.deepEqual(nodes.map((n) => `${n.type}:${n.name}`), ['File:src/registry.ts', 'Variable:created', 'Function:makeShape', 'Function:totalArea', 'Function:report']);
    const make = nodes.find((n) => n.name === 'makeShape')!;
    assert.deepEqual([make.start_line, make.end_line, make.exported, make.language], [6, 12, true, 'typescript']);
    assert.equal(make.complexity, 4, 'two ifs and one && over the base path');
    assert.equal(make.signature, 'export function makeShape(kind: string, size: number): Shape'.replace('export ', ''));
    assert.equal(make.blob_sha, gitIn(t, repoId, ['rev-parse', 'main:src/registry.ts']).trim());
  });

  test('symbol_lookup is case-insensitive; community lists a cluster', async () => {
    assert.deepEqual(await names({ type: 'symbol_lookup', name: 'circle' }), ['Class:Circle@src/shapes.ts']);
    const circle = ((await query({ type: 'symbol_lookup', name: 'MemStore' })).json().nodes as Node[])[0]!;
    assert.equal(typeof circle.community_id, 'number');
    const members = await names({ type: 'community', community_id: circle.community_id });
    assert.ok(members.includes('Class:MemStore@gosvc/store/store.go'));
    assert.ok(!members.some((m) => m.endsWith('.java')), 'Go and Java code share no edges, so no community');
  });

  test('tests_for, unused_exports, circular_deps, api_routes and data_flow', async () => {
    assert.deepEqual(await names({ type: 'tests_for', name: 'makeShape' }), ['Test:makes circles@test/registry.test.ts']);
    assert.deepEqual(await names({ type: 'tests_for', name: 'New' }), ['Test:TestNew@gosvc/store/store_test.go']);
    const unused = await names({ type: 'unused_exports' });
    assert.ok(unused.includes('Function:unusedHelper@src/shapes.ts'));
    assert.ok(!unused.includes('Function:makeShape@src/registry.ts'));
    assert.deepEqual(await names({ type: 'circular_deps' }), ['File:src/log.ts@src/log.ts', 'File:src/registry.ts@src/registry.ts']);
    assert.deepEqual(await names({ type: 'api_routes' }), [
      'Route:ANY /get@gosvc/main.go',
      'Route:ANY /length@py/app.py',
      'Route:GET /area@src/server.ts',
      'Route:GET /dog@java/com/example/AnimalController.java',
      'Route:POST /shapes@src/server.ts',
    ]);
    assert.deepEqual(await names({ type: 'data_flow', name: 'created' }), ['Function:makeShape@src/registry.ts', 'Function:report@src/registry.ts', 'Variable:created@src/registry.ts']);
  });

  test('X-Cache: MISS, then HIT for the same commit and query', async () => {
    const body = { type: 'callers', name: 'totalArea' };
    assert.equal((await query(body)).headers['x-cache'], 'MISS');
    assert.equal((await query(body)).headers['x-cache'], 'HIT');
    assert.equal((await query({ ...body, ref: gitIn(t, repoId, ['rev-parse', 'main']).trim() })).headers['x-cache'], 'HIT', 'a SHA names the same graph');
  });

  test('400: missing or unknown type, a missing required field, max_depth over 5, unknown fields', async () => {
    for (const body of [{}, { type: 'everything' }, { type: 'callers' }, { type: 'file_structure', name: 'x' }, { type: 'community' }, { type: 'callers', name: 'a', max_depth: 6 }, { type: 'api_routes', extra: 1 }]) {
      const res = await query(body);
      assert.equal(res.statusCode, 400, `${JSON.stringify(body)}: ${res.body}`);
      assert.equal(res.json().code, 'VALIDATION_ERROR');
    }
  });

  test('202 while the first graph of a branch is being built', async () => {
    const plainId = (await api(t).get('/v1/repos/plain')).json().id as string;
    await t.grove.store.graph.saveIndex(plainId, 'main', { status: 'pending', updatedAt: new Date().toISOString() });
    const res = await query({ type: 'api_routes' }, 'plain');
    assert.equal(res.statusCode, 202, res.body);
    assert.equal(res.json().status, 'indexing');
    assert.equal((await api(t).get('/v1/repos/plain/graph/index/status')).json().status, 'pending');
    await t.grove.store.graph.deleteIndex(plainId);
  });

  test('404: unknown repository, unknown ref, a repository never indexed, indexing a missing branch', async () => {
    assert.equal((await query({ type: 'api_routes' }, 'nope')).statusCode, 404);
    assert.equal((await query({ type: 'api_routes', ref: 'no-such-branch' })).statusCode, 404);
    const never = await query({ type: 'api_routes' }, 'plain');
    assert.equal(never.statusCode, 404);
    assert.match(never.json().error, /graph\/index/);
    assert.equal((await api(t).get('/v1/repos/plain/graph/index/status')).json().status, 'not_indexed');
    assert.equal((await api(t).post('/v1/repos/plain/graph/index', { branch: 'nope' })).statusCode, 404);
  });

  test('an update re-extracts only the files whose blob changed, and edges follow', async () => {
    const res = await api(t).post('/v1/repos/poly/commits', {
      branch: 'main',
      message: 'area report',
      changes: [
        { path: 'src/server.ts', content: readFileSync(path.join(FIXTURE, 'src/server.ts'), 'utf8') + '\nexport function areaReport(): number {\n  return totalArea([\'square\']);\n}\n' },
        { path: 'py/test_vectors.py', action: 'delete' },
      ],
    });
    assert.equal(res.statusCode, 201, res.body);
    await settle('poly', repoId);
    const run = t.grove.services.graph.lastRun!;
    assert.deepEqual(run.parsed, ['src/server.ts']);
    assert.deepEqual(run.removed, ['py/test_vectors.py']);
    assert.deepEqual(await names({ type: 'callers', name: 'totalArea' }), ['Function:areaReport@src/server.ts', 'Function:handleArea@src/server.ts']);
    assert.deepEqual(await names({ type: 'callers', name: 'norm' }), ['Function:length@py/geometry/vectors.py']);
    assert.equal((await api(t).get('/v1/repos/poly/graph/index/status')).json().last_commit_sha, gitIn(t, repoId, ['rev-parse', 'main']).trim());
  });

  test('POST index is 202 for any branch; DELETE removes every branch\'s graph', async () => {
    await api(t).post('/v1/repos/plain/branches', { name: 'side', from: 'main' });
    const res = await api(t).post('/v1/repos/plain/graph/index', { branch: 'main' });
    assert.equal(res.statusCode, 202);
    assert.deepEqual(res.json(), { status: 'accepted', branch: 'main' });
    await settle('plain', (await api(t).get('/v1/repos/plain')).json().id);
    assert.deepEqual(await (async () => ((await query({ type: 'symbol_lookup', name: 'a' }, 'plain')).json().nodes as Node[]).map((n) => n.name))(), ['a']);
    const del = await api(t).delete('/v1/repos/plain/graph/index');
    assert.equal(del.statusCode, 200);
    assert.deepEqual(del.json(), { status: 'deleted' });
    assert.equal((await api(t).get('/v1/repos/plain/graph/index/status')).json().status, 'not_indexed');
    assert.equal((await query({ type: 'api_routes' }, 'plain')).statusCode, 404);
  });

  test("an instant fork without a graph of its own answers from its parent's (SPEC Forks rule 8)", async () => {
    const fork = await api(t).post('/v1/repos/poly/fork', { slug: 'poly-fork' });
    assert.equal(fork.statusCode, 201, fork.body);
    assert.equal(fork.json().fork_mode, 'instant');
    assert.equal((await api(t).get('/v1/repos/poly-fork/graph/index/status')).json().status, 'not_indexed');
    assert.deepEqual(await (async () => {
      const res = await query({ type: 'callers', name: 'makeShape' }, 'poly-fork');
      assert.equal(res.statusCode, 200, res.body);
      return (res.json().nodes as Node[]).map((n) => n.name).sort();
    })(), ['makes circles', 'totalArea']);
  });
});
}
