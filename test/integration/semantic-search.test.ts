// Semantic index and search over a real code base (Grove's own src/), with a planted function to find.
import assert from 'node:assert/strict';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import type { LexicalEmbedder } from '../../src/infra/embeddings/index.js';
import { api, startTestGrove, type TestGrove } from '../helpers/grove.js';
import { commitFiles, filesOf, runJobs } from '../helpers/semantic.js';

const PLANTED = {
  path: 'src/lib/text/edit-distance.ts',
  content: `/** How many single-character insertions, deletions or substitutions turn one string into another. */
export function levenshteinEditDistance(source: string, target: string): number {
  const previous = Array.from({ length: target.length + 1 }, (_, i) => i);
  for (let i = 1; i <= source.length; i++) {
    let diagonal = previous[0]!;
    previous[0] = i;
    for (let j = 1; j <= target.length; j++) {
      const above = previous[j]!;
      previous[j] = Math.min(previous[j]! + 1, previous[j - 1]! + 1, diagonal + (source[i - 1] === target[j - 1] ? 0 : 1));
      diagonal = above;
    }
  }
  return previous[target.length]!;
}
`,
};

const SRC = filesOf(path.resolve('src'), 'src');

describe('semantic search on a real repository', () => {
  let t: TestGrove;
  let head: string;
  const search = (body: Record<string, unknown>, repo = 'grove') => api(t).post(`/v1/repos/${repo}/semantic-search`, body);

  before(async () => {
    t = await startTestGrove();
    await api(t).post('/v1/repos', { slug: 'grove' });
    head = await commitFiles(t, 'grove', [...SRC, PLANTED]);
  });
  after(() => t.close());

  test('before indexing: 404 not indexed; while a run is queued: 202', async () => {
    const res = await search({ q: 'edit distance' });
    assert.equal(res.statusCode, 404, res.body);
    assert.equal(res.json().code, 'NOT_FOUND');
    const queued = await api(t).post('/v1/repos/grove/index', {});
    assert.equal(queued.statusCode, 202, queued.body);
    assert.deepEqual(queued.json(), { message: "indexing of 'main' queued", repo_slug: 'grove', branch: 'main', path_prefix: null });
    const status = (await api(t).get('/v1/repos/grove/index/status')).json();
    assert.equal(status.status, 'pending');
    assert.equal(status.indexed, false);
    const pending = await search({ q: 'edit distance' });
    assert.equal(pending.statusCode, 202, pending.body);
  });

  test('a run indexes every file in batches and reports its progress', async () => {
    let done = false;
    const run = runJobs(t).finally(() => (done = true));
    const seen: Array<[string, number, number]> = [];
    while (!done) {
      const s = (await api(t).get('/v1/repos/grove/index/status')).json();
      seen.push([s.status, s.processed_batches, s.total_batches]);
      await new Promise((r) => setImmediate(r));
    }
    await run;
    assert.ok(
      seen.some(([state, processed, total]) => state === 'indexing' && total > 1 && processed > 0 && processed < total),
      `progress seen while indexing: ${JSON.stringify(seen.filter(([state]) => state === 'indexing').slice(0, 5))}`,
    );
    const status = (await api(t).get('/v1/repos/grove/index/status')).json();
    assert.equal(status.status, 'ready', JSON.stringify(status));
    assert.equal(status.indexed, true);
    assert.equal(status.last_commit_sha, head);
    assert.ok(status.chunks_count > SRC.length, `chunks ${status.chunks_count}`);
    assert.ok(status.total_batches > 1);
    assert.equal(status.processed_batches, status.total_batches);
    assert.equal(status.error, null);
    assert.ok(!Number.isNaN(Date.parse(status.indexed_at)));
  });

  test('a natural-language question finds the planted function among the real code', async () => {
    const res = await search({ q: 'compute the edit distance between two strings', top_k: 5 });
    assert.equal(res.statusCode, 200, res.body);
    const body = res.json();
    assert.equal(body.ref, 'main');
    assert.equal(body.repo_slug, 'grove');
    assert.equal(body.query, 'compute the edit distance between two strings');
    const top = body.results.slice(0, 3).map((r: { file_path: string }) => r.file_path);
    assert.ok(top.includes(PLANTED.path), `top 3: ${top.join(', ')}`);
    const hit = body.results.find((r: { file_path: string }) => r.file_path === PLANTED.path);
    assert.equal(hit.language, 'typescript');
    assert.ok(hit.start_line >= 1 && hit.end_line >= hit.start_line);
    assert.match(hit.snippet, /levenshteinEditDistance/);
    // the snippet is exactly those lines of the file
    assert.equal(hit.snippet, PLANTED.content.split('\n').slice(hit.start_line - 1, hit.end_line).join('\n'));
    for (const r of body.results) assert.ok(r.score >= 0 && r.score <= 1);
    for (let i = 1; i < body.results.length; i++) assert.ok(body.results[i - 1].score >= body.results[i].score);
  });

  test('X-Cache: MISS first, HIT for the same commit and query', async () => {
    const q = { q: 'verify webhook signature hmac', top_k: 3 };
    assert.equal((await search(q)).headers['x-cache'], 'MISS');
    const again = await search(q);
    assert.equal(again.headers['x-cache'], 'HIT');
    assert.equal((await search({ ...q, ref: head })).headers['x-cache'], 'HIT', 'the branch and its commit SHA share the cache');
  });

  test('path_pattern, language, top_k and expand_context', async () => {
    const scoped = (await search({ q: 'parse the configuration environment variables', path_pattern: 'src/config/**', top_k: 3 })).json();
    assert.ok(scoped.results.length > 0);
    for (const r of scoped.results) assert.match(r.file_path, /^src\/config\//);
    const none = await search({ q: 'anything at all', language: 'python' });
    assert.equal(none.statusCode, 200);
    assert.deepEqual(none.json().results, []);
    const many = (await search({ q: 'repository', top_k: 50 })).json();
    assert.ok(many.results.length <= 50 && many.results.length > 10);
    const plain = (await search({ q: 'levenshtein edit distance', top_k: 1 })).json().results[0];
    assert.equal(plain.context_before, '');
    assert.equal(plain.context_after, '');
    const wide = (await search({ q: 'levenshtein edit distance', top_k: 1, expand_context: true })).json().results[0];
    assert.equal(wide.file_path, plain.file_path);
    assert.equal(wide.context_before, PLANTED.content.split('\n').slice(Math.max(0, wide.start_line - 21), wide.start_line - 1).join('\n'));
  });

  test('results are spread across files: one file does not fill the list', async () => {
    const body = (await search({ q: 'fork network object pool alternates', top_k: 10 })).json();
    const perFile = new Map<string, number>();
    for (const r of body.results) perFile.set(r.file_path, (perFile.get(r.file_path) ?? 0) + 1);
    assert.ok(perFile.size >= 5, `files: ${[...perFile.keys()].join(', ')}`);
  });

  test('sub_queries are fused with q, and a long q is segmented', async () => {
    const fused = await search({ q: 'string similarity', sub_queries: ['levenshtein insertions deletions substitutions'], top_k: 5 });
    assert.equal(fused.statusCode, 200, fused.body);
    assert.ok(fused.json().results.some((r: { file_path: string }) => r.file_path === PLANTED.path));
    const long = `${'We keep a durable queue of jobs with leases. '.repeat(40)}\n\n${'How many insertions, deletions or substitutions turn one string into another (edit distance)? '.repeat(20)}`;
    assert.ok(long.length > 3000);
    const res = await search({ q: long, top_k: 10 });
    assert.equal(res.statusCode, 200, res.body);
    const files = res.json().results.map((r: { file_path: string }) => r.file_path);
    assert.ok(files.includes(PLANTED.path), 'the second paragraph is heard');
    assert.ok(files.some((f: string) => f.startsWith('src/services/jobs/') || f.startsWith('src/store/job')), `the first one too: ${files.join(', ')}`);
  });

  test('an older commit SHA is searchable; a commit of files never indexed is 404', async () => {
    const before = head;
    await commitFiles(t, 'grove', [{ path: 'src/lib/text/greeting.ts', content: 'export const salutationBanner = "hello there";\n' }]);
    const old = await search({ q: 'levenshtein', ref: before, top_k: 1 });
    assert.equal(old.statusCode, 200, old.body);
    assert.equal(old.json().results[0].file_path, PLANTED.path);
    // a new branch whose tree shares nothing with what was indexed
    const orphan = await api(t).post('/v1/repos', { slug: 'other' });
    assert.equal(orphan.statusCode, 201);
    await commitFiles(t, 'other', [{ path: 'x.md', content: 'nothing here\n' }]);
    const res = await search({ q: 'nothing' }, 'other');
    assert.equal(res.statusCode, 404);
    const missingRef = await search({ q: 'levenshtein', ref: 'no-such-branch' });
    assert.equal(missingRef.statusCode, 404);
  });

  test('400s: q missing or too long, sub_queries not strings or too many, top_k over 50', async () => {
    for (const body of [
      {},
      { q: '' },
      { q: 'x'.repeat(32_001) },
      { q: 'a', sub_queries: 'not an array' },
      { q: 'a', sub_queries: [1, 2] },
      { q: 'a', sub_queries: ['1', '2', '3', '4', '5', '6', '7'] },
      { q: 'a', top_k: 51 },
      { q: 'a', scope: 'Bad_Name' },
    ]) {
      const res = await search(body);
      assert.equal(res.statusCode, 400, `${JSON.stringify(body).slice(0, 80)}: ${res.body}`);
      assert.equal(res.json().code, 'VALIDATION_ERROR');
    }
    assert.equal((await search({ q: 'x'.repeat(32_000) })).statusCode, 200, 'exactly 32,000 is allowed');
  });

  test('incremental: a push re-embeds only the changed blob (auto_index)', async () => {
    const created = await api(t).post('/v1/repos', { slug: 'auto', auto_index: true });
    assert.equal(created.statusCode, 201);
    const files = SRC.slice(0, 60);
    await commitFiles(t, 'auto', files);
    await runJobs(t);
    const first = (await api(t).get('/v1/repos/auto/index/status')).json();
    assert.equal(first.status, 'ready', 'auto_index indexed the first push');
    const embedder = t.grove.services.semantic.embedder as LexicalEmbedder;
    const textsBefore = embedder.stats.texts;
    // the same content in another repository: nothing new to embed
    await api(t).post('/v1/repos', { slug: 'copy', auto_index: true });
    await commitFiles(t, 'copy', files);
    await runJobs(t);
    assert.equal(embedder.stats.texts, textsBefore, 'blobs embedded once are never embedded again');
    assert.equal((await api(t).get('/v1/repos/copy/index/status')).json().status, 'ready');
    // one file changes: only its chunks are embedded
    const changed = { path: files[0]!.path, content: `${files[0]!.content}\nexport function quasarTelemetryBeacon(): string {\n  return 'beacon';\n}\n` };
    await commitFiles(t, 'auto', [changed]);
    await runJobs(t);
    const embedded = embedder.stats.texts - textsBefore;
    const { chunkFile } = await import('../../src/services/semantic/index.js');
    assert.equal(embedded, (await chunkFile(changed.path, changed.content)).length);
    const found = (await search({ q: 'quasar telemetry beacon', top_k: 1 }, 'auto')).json();
    assert.equal(found.results[0].file_path, changed.path);
    assert.equal((await api(t).get('/v1/repos/auto/index/status')).json().last_commit_sha.length, 40);
  });
});
