// Hybrid search over HTTP with the keyword leg: shapes, statuses, auto classification, and results on real code
// (Python standard-library files read from this machine, plus a planted function).
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { after, before, describe, test } from 'node:test';
import { classifyQuery } from '../../src/services/hybrid/index.js';
import { api, startTestGrove, type TestGrove } from '../helpers/grove.js';
import { waitFor } from '../helpers/jobs.js';

const PY = '/usr/lib/python3.11';
const REAL_FILES = ['json/decoder.py', 'json/encoder.py', 'json/__init__.py', 'base64.py', 'textwrap.py', 'shlex.py', 'fnmatch.py', 'csv.py'];
const PLANTED = [
  'import { round2 } from "./money";',
  '',
  '/** Late fee for an unpaid invoice: 1.5% per started month past the due date. */',
  'export function computeLateFeeForInvoice(invoice: Invoice, today: Date): number {',
  '  const months = Math.ceil((today.getTime() - invoice.dueDate.getTime()) / MONTH_MS);',
  '  return months <= 0 ? 0 : round2(invoice.amount * 0.015 * months);',
  '}',
  '',
].join('\n');

interface Result { file_path: string; name: string | null; type: string | null; score: number; sources: string[]; start_line: number; end_line: number; language: string | null; signature: string | null }

function suite(dialect: 'sqlite' | 'postgres') {
  describe(`hybrid search (${dialect})`, { skip: !existsSync(PY) && 'no Python standard library here' }, () => {
    let t: TestGrove;
    const search = (body: object, slug = 'lib') => api(t).post(`/v1/repos/${slug}/hybrid-search`, body);
    const commit = (slug: string, changes: object[], branch = 'main') => api(t).post(`/v1/repos/${slug}/commits`, { branch, message: 'change', changes });
    const tip = async (slug: string, branch = 'main') => (await api(t).get(`/v1/repos/${slug}/branches/${branch}`)).json().sha as string;
    const repoId = async (slug: string) => (await api(t).get(`/v1/repos/${slug}`)).json().id as string;
    const indexedAt = async (slug: string, sha: string) => {
      await t.grove.services.jobs.runDue(); // the queue's poll is not started in tests
      const record = await t.grove.services.keyword.status(await repoId(slug), 'main');
      return record?.status === 'ready' && record.commitSha === sha;
    };

    before(async () => {
      t = await startTestGrove({ dialect });
      await t.grove.services.orgs.setPlan(t.org, 'paid');
      assert.equal((await api(t).post('/v1/repos', { slug: 'lib', auto_index: true })).statusCode, 201);
      const changes = REAL_FILES.map((path) => ({ path: `python/${path}`, content: readFileSync(`${PY}/${path}`, 'utf8') }));
      changes.push({ path: 'src/billing/invoice.ts', content: PLANTED });
      assert.equal((await commit('lib', changes)).statusCode, 201);
      const sha = await tip('lib');
      await waitFor('the keyword index of lib', () => indexedAt('lib', sha), 30_000);
    });
    after(() => t.close());

    test('a planted function is found by its identifier, named, typed and located', async () => {
      const res = await search({ q: 'computeLateFee' });
      assert.equal(res.statusCode, 200, res.body);
      const body = res.json();
      assert.equal(body.strategy_used, 'symbol');
      assert.deepEqual(body.weights, { semantic: 0.1, graph: 0.3, keyword: 0.6 });
      assert.equal(body.query, 'computeLateFee');
      assert.equal(body.ref, 'main');
      assert.equal(body.commit_sha, await tip('lib'));
      const first = body.results[0] as Result;
      assert.equal(first.file_path, 'src/billing/invoice.ts');
      assert.equal(first.name, 'computeLateFeeForInvoice');
      assert.equal(first.type, 'Function');
      assert.match(first.signature ?? '', /^(export )?function computeLateFeeForInvoice\(/);
      assert.equal(first.language, 'typescript');
      assert.ok(first.sources.includes('keyword'), 'the identifier is a keyword hit');
      // auto_index builds the semantic index too, and the semantic leg joins the fusion
      assert.ok((body.results as Result[]).some((r) => r.sources.includes('semantic')), 'semantic results are fused in');
      assert.ok(first.start_line <= 4 && first.end_line >= 7, 'the range covers the function');
    });

    test('natural-language queries rank the file that does it first, over real code', async () => {
      for (const [q, file] of [
        ['decode a JSON document from a string', 'python/json/decoder.py'],
        ['wrap long text paragraphs to a given width', 'python/textwrap.py'],
        ['split a shell command line into tokens with quotes', 'python/shlex.py'],
        ['late fee for an unpaid invoice', 'src/billing/invoice.ts'],
      ] as const) {
        const body = (await search({ q })).json();
        assert.equal(body.strategy_used, 'natural_language', q);
        assert.equal((body.results[0] as Result).file_path, file, `${q}: ${body.results.map((r: Result) => r.file_path).join(', ')}`);
      }
    });

    test('results: SPEC fields, scores in (0, 1] best first, top_k respected, 1-based ranges', async () => {
      const body = (await search({ q: 'encode string', top_k: 5, strategy: 'hybrid' })).json();
      assert.equal(body.strategy_used, 'hybrid');
      assert.ok(body.results.length > 0 && body.results.length <= 5);
      for (const [i, r] of (body.results as Result[]).entries()) {
        assert.deepEqual(Object.keys(r).sort(), ['end_line', 'file_path', 'language', 'name', 'score', 'signature', 'sources', 'start_line', 'type']);
        assert.ok(r.score > 0 && r.score <= 1);
        if (i > 0) assert.ok(r.score <= body.results[i - 1].score);
        assert.ok(r.start_line >= 1 && r.end_line >= r.start_line);
      }
      const many = (await search({ q: 'def', top_k: 50, strategy: 'keyword' })).json();
      assert.ok(many.results.length <= 50);
      assert.equal(new Set(many.results.map((r: Result) => `${r.file_path}:${r.start_line}`)).size, many.results.length, 'no duplicates');
    });

    test("include_graph adds the code graph's callers and callees of the top results", async () => {
      const body = (await search({ q: 'computeLateFee', include_graph: true })).json();
      // nothing calls the planted function, and what it calls (./money) is not in the repository
      assert.deepEqual(body.results[0].relationships, { callers: [], callees: [] });
      assert.equal((await search({ q: 'computeLateFee' })).json().results[0].relationships, undefined);
    });

    test('ref: a branch, a commit SHA the index was built at; unknown refs are 404', async () => {
      const sha = await tip('lib');
      const bySha = (await search({ q: 'computeLateFee', ref: sha })).json();
      assert.equal(bySha.results[0].file_path, 'src/billing/invoice.ts');
      assert.equal(bySha.ref, sha);
      const missing = await search({ q: 'x y z', ref: 'no-such-branch' });
      assert.equal(missing.statusCode, 404);
      assert.equal(missing.json().code, 'NOT_FOUND');
    });

    test('a push re-indexes only what changed: new text found, old text gone', async () => {
      const before = await tip('lib');
      const replaced = PLANTED.replace('computeLateFeeForInvoice', 'assessOverdueSurcharge');
      assert.equal((await commit('lib', [{ path: 'src/billing/invoice.ts', content: replaced }, { path: 'python/csv.py', action: 'delete' }])).statusCode, 201);
      const after = await tip('lib');
      assert.notEqual(after, before);
      await waitFor('the re-index', () => indexedAt('lib', after), 30_000);
      assert.equal((await search({ q: 'assessOverdueSurcharge' })).json().results[0].file_path, 'src/billing/invoice.ts');
      const old = (await search({ q: 'computeLateFeeForInvoice' })).json().results as Result[];
      assert.ok(!old.some((r) => r.name === 'computeLateFeeForInvoice'));
      assert.ok(!(await search({ q: 'DictReader', strategy: 'keyword' })).json().results.some((r: Result) => r.file_path === 'python/csv.py'));
      // a run that finds one changed file reads exactly one blob
      assert.equal((await commit('lib', [{ path: 'python/textwrap.py', content: '# emptied\n' }])).statusCode, 201);
      const id = await repoId('lib');
      const third = await tip('lib');
      await waitFor('the third index', () => indexedAt('lib', third), 30_000);
      const stats = await t.grove.services.keyword.indexNow(id, 'main');
      assert.equal(stats?.blobsIndexed, 0, 'nothing left to do at the indexed tip');
    });

    test('an index run reads only blobs it has not seen: one changed file is one blob read; paths may turn into directories', async () => {
      await api(t).post('/v1/repos', { slug: 'inc' });
      const files = Array.from({ length: 12 }, (_, i) => ({ path: `src/mod${i}.py`, content: `def handler_${i}(request):\n    return ${i}\n` }));
      assert.equal((await commit('inc', files)).statusCode, 201);
      const id = await repoId('inc');
      const first = await t.grove.services.keyword.indexNow(id, 'main');
      assert.equal(first?.incremental, false);
      assert.equal(first?.blobsIndexed, 12);
      assert.equal((await commit('inc', [{ path: 'src/mod3.py', content: 'def renamed_entry_point(request):\n    return 3\n' }])).statusCode, 201);
      const second = await t.grove.services.keyword.indexNow(id, 'main');
      assert.equal(second?.incremental, true);
      assert.equal(second?.blobsIndexed, 1, 'only the changed blob is read');
      assert.equal(second?.filesCount, 12);
      // a file that becomes a directory, and content already indexed elsewhere (no blob read at all)
      const moved = [{ path: 'src/mod5.py', action: 'delete' }, { path: 'src/mod5.py/inner.py', content: files[0]!.content }];
      assert.equal((await commit('inc', moved)).statusCode, 201);
      const third = await t.grove.services.keyword.indexNow(id, 'main');
      assert.equal(third?.blobsIndexed, 0);
      assert.equal(third?.filesCount, 12);
      const hits = (await search({ q: 'handler_0', strategy: 'keyword', top_k: 50 }, 'inc')).json().results as Result[];
      // both paths hold the same blob; the other modules hold only the part "handler"
      assert.deepEqual(hits.slice(0, 2).map((r) => r.file_path).sort(), ['src/mod0.py', 'src/mod5.py/inner.py']);
      assert.ok(!hits.some((r) => r.file_path === 'src/mod5.py'), 'the file that became a directory is gone');
      assert.equal((await search({ q: 'renamed_entry_point', strategy: 'keyword' }, 'inc')).json().results[0].file_path, 'src/mod3.py');
    });

    test('statuses: 400 for bad bodies, 404 for no index, 202 while a first run is under way, every leg wired', async () => {
      for (const body of [{}, { q: '' }, { q: 'x'.repeat(1001) }, { q: 'a', top_k: 51 }, { q: 'a', top_k: 0 }, { q: 'a', strategy: 'magic' }, { q: 'a', extra: 1 }, { q: 'a', include_graph: 'yes' }]) {
        const res = await search(body);
        assert.equal(res.statusCode, 400, JSON.stringify(body));
        assert.equal(res.json().code, 'VALIDATION_ERROR');
      }
      assert.equal((await search({ q: 'x'.repeat(1000) })).statusCode, 200, '1000 characters is within the limit');
      assert.equal((await search({ q: 'a' }, 'nope')).statusCode, 404);

      await api(t).post('/v1/repos', { slug: 'plain' });
      const none = await search({ q: 'anything' }, 'plain');
      assert.equal(none.statusCode, 404);
      assert.match(none.json().error, /index/);

      await api(t).post('/v1/repos', { slug: 'fresh' });
      await t.grove.store.keyword.markBranch(await repoId('fresh'), 'main', 'pending', null, new Date().toISOString());
      const pending = await search({ q: 'anything' }, 'fresh');
      assert.equal(pending.statusCode, 202);
      assert.equal(pending.json().status, 'indexing');

      assert.equal((await search({ q: 'a', strategy: 'semantic' })).statusCode, 200, 'the semantic leg is wired');
      assert.equal((await search({ q: 'computeLateFee', strategy: 'graph' })).statusCode, 200, 'the graph leg is wired');
      // a read-only token may search; no key may not
      assert.equal((await api(t, null).post('/v1/repos/lib/hybrid-search', { q: 'a' })).statusCode, 401);
    });
  });
}

suite('sqlite');
suite('postgres');

describe('auto classification (SPEC weights)', () => {
  test('structural, symbol-like, natural language and impact wording', () => {
    const table: Array<[string, string]> = [
      ['who calls parseConfig', 'structural'],
      ['callers of handleRequest', 'structural'],
      ['classes that inherit from BaseHandler', 'structural'],
      ['what does the router module depend on', 'structural'],
      ['dependencies of the http client', 'structural'],
      ['parseConfig', 'symbol'],
      ['os.path.join', 'symbol'],
      ['max_retry_count', 'symbol'],
      ['HttpClient.send()', 'symbol'],
      ['JSONDecoder raw_decode', 'symbol'],
      ['how are passwords hashed before storage', 'natural_language'],
      ['split text into lines', 'natural_language'],
      ['retry', 'natural_language'],
      ['what breaks if I change parseConfig', 'impact'],
      ['impact of renaming the User class', 'impact'],
      ['is it safe to remove legacyAuth', 'impact'],
    ];
    for (const [q, expected] of table) assert.equal(classifyQuery(q), expected, q);
  });
});

describe('hybrid search with semantic search turned off', () => {
  test("strategy 'semantic' is 503 NOT_CONFIGURED; the other legs still answer", async () => {
    const t = await startTestGrove({ env: { GROVE_SEMANTIC_SEARCH: 'off' } });
    try {
      await api(t).post('/v1/repos', { slug: 'r' });
      const res = await api(t).post('/v1/repos/r/hybrid-search', { q: 'anything', strategy: 'semantic' });
      assert.equal(res.statusCode, 503, res.body);
      assert.equal(res.json().code, 'NOT_CONFIGURED');
      assert.notEqual((await api(t).post('/v1/repos/r/hybrid-search', { q: 'anything', strategy: 'graph' })).statusCode, 503);
    } finally {
      await t.close();
    }
  });
});
