/**
 * Semantic index benchmark (docs/benchmarks.md "Semantic index"), built-in lexical embedder:
 *  1. index throughput (files/s, chunks/s) on a 5,000-file repository made of real sources (npm packages in
 *     node_modules: .js/.ts/.md), imported through the API and indexed by the real job;
 *  2. index size ÷ repository size (vectors.db ÷ the packed repository, and ÷ the raw file bytes);
 *  3. search latency end to end (app.inject, distinct queries, no cache hits) on that repository;
 *  4. search latency over 100,000 chunks (real chunks of the same corpus, embedded and stored through the
 *     VectorIndex, searched through the engine the service uses).
 * Usage: npx tsx bench/semantic/run.ts [--files 5000] [--chunks 100000] [--queries 200]
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, realpathSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildGrove } from '../../src/app.js';
import { loadConfig } from '../../src/config/index.js';
import { LexicalEmbedder } from '../../src/infra/embeddings/index.js';
import { chunkFile } from '../../src/services/semantic/index.js';
import { MatrixCache } from '../../src/services/semantic/engine.js';
import { encodeVector } from '../../src/store/index.js';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const FILES = arg('files', 5000);
const CHUNKS = arg('chunks', 100_000);
const QUERIES = arg('queries', 200);

function corpus(limit: number): Array<{ path: string; content: string }> {
  const root = realpathSync('node_modules');
  const out: Array<{ path: string; content: string }> = [];
  const walk = (dir: string, rel: string) => {
    for (const name of readdirSync(dir).sort()) {
      if (out.length >= limit) return;
      if (name.startsWith('.')) continue;
      const full = path.join(dir, name);
      const st = statSync(full);
      if (st.isDirectory()) walk(full, `${rel}${name}/`);
      else if (/\.(js|ts|mjs|cjs|md)$/.test(name) && !name.endsWith('.d.ts') && st.size > 0 && st.size < 200_000) {
        out.push({ path: `${rel}${name}`, content: readFileSync(full, 'utf8') });
      }
    }
  };
  walk(root, '');
  return out;
}

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
const words = (text: string) => text.match(/[A-Za-z]{5,}/g) ?? [];

const load = () => os.loadavg().map((x) => x.toFixed(2)).join(' ');
console.log(`load average before: ${load()}`);
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'grove-bench-semantic-'));
const key = 'grove_mk_bench_semantic_master_key_0123456789';
const grove = await buildGrove(loadConfig({ GROVE_DATA_DIR: dataDir, GROVE_BOOTSTRAP_ORG: 'bench', GROVE_BOOTSTRAP_KEY: key, GROVE_LOG_LEVEL: 'silent' }));
const inject = (method: 'GET' | 'POST', url: string, payload?: object) =>
  grove.app.inject({ method, url, headers: { 'x-api-key': key }, ...(payload ? { payload } : {}) });
try {
  const files = corpus(FILES);
  const rawBytes = files.reduce((n, f) => n + Buffer.byteLength(f.content), 0);
  await inject('POST', '/v1/repos', { slug: 'corpus' });
  for (let i = 0; i < files.length; i += 500) {
    const res = await inject('POST', '/v1/repos/corpus/commits', { branch: 'main', message: `import ${i}`, changes: files.slice(i, i + 500) });
    if (res.statusCode !== 201) throw new Error(res.body);
  }
  const repo = (await grove.store.repos.find((await grove.store.orgs.findBySlug('bench'))!.id, null, 'corpus'))!;
  const repoDir = grove.services.maintenance ? path.join(dataDir, 'repos') : dataDir;
  execFileSync('git', ['-C', findRepo(repoDir, repo.id), 'repack', '-adq']);
  const packBytes = dirBytes(path.join(findRepo(repoDir, repo.id), 'objects'));

  // 1. index throughput
  console.log(`corpus: ${files.length} files, ${(rawBytes / 1e6).toFixed(1)} MB raw, ${(packBytes / 1e6).toFixed(1)} MB packed; load ${load()}`);
  const t0 = performance.now();
  await inject('POST', '/v1/repos/corpus/index', {});
  while ((await grove.services.jobs.runDue()) > 0);
  const indexMs = performance.now() - t0;
  const status = (await inject('GET', '/v1/repos/corpus/index/status')).json();
  if (status.status !== 'ready') throw new Error(JSON.stringify(status));
  const vectorBytes = await grove.store.vectors.sizeBytes();
  console.log(`index: ${(indexMs / 1000).toFixed(1)} s, ${status.chunks_count} chunks, ${(files.length / (indexMs / 1000)).toFixed(0)} files/s, ${(status.chunks_count / (indexMs / 1000)).toFixed(0)} chunks/s; load ${load()}`);
  console.log(`size: vectors ${(vectorBytes / 1e6).toFixed(1)} MB = ${(vectorBytes / packBytes).toFixed(2)}× packed repo, ${(vectorBytes / rawBytes).toFixed(2)}× raw files`);

  // 2. end-to-end search latency (distinct queries: no cache hits)
  const vocab = [...new Set(files.slice(0, 2000).flatMap((f) => words(f.content)))];
  let seed = 7;
  const rand = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  const query = () => Array.from({ length: 3 + Math.floor(rand() * 4) }, () => vocab[Math.floor(rand() * vocab.length)]).join(' ');
  await inject('POST', '/v1/repos/corpus/semantic-search', { q: 'warm up the matrix' });
  const e2e: number[] = [];
  for (let i = 0; i < QUERIES; i++) {
    const t = performance.now();
    const res = await inject('POST', '/v1/repos/corpus/semantic-search', { q: query(), top_k: 10 });
    e2e.push(performance.now() - t);
    if (res.statusCode !== 200 || res.headers['x-cache'] !== 'MISS') throw new Error(`${res.statusCode} ${res.headers['x-cache']}`);
  }
  e2e.sort((a, b) => a - b);
  console.log(`search end to end over ${status.chunks_count} chunks (${QUERIES} queries, rerank on): p50 ${pct(e2e, 50).toFixed(1)} ms, p95 ${pct(e2e, 95).toFixed(1)} ms; load ${load()}`);

  // 3. 100,000 chunks: real chunks of a larger slice of the corpus, stored and searched through the same engine
  const embedder = new LexicalEmbedder();
  const big = corpus(20_000);
  const texts: string[] = [];
  for (const f of big) {
    for (const c of await chunkFile(f.path, f.content)) texts.push(c.text);
    if (texts.length >= CHUNKS) break;
  }
  for (let i = 0; texts.length < CHUNKS; i++) texts.push(`${texts[i]}\n// copy ${i}`);
  texts.length = CHUNKS;
  const blobs = texts.map((_, i) => `b${i.toString(16).padStart(39, '0')}`);
  for (let i = 0; i < texts.length; i += 2000) {
    const vectors = await embedder.embed(texts.slice(i, i + 2000));
    await grove.store.vectors.put(embedder.id, vectors.map((v, k) => ({ blobSha: blobs[i + k]!, chunks: [{ chunkNo: 0, startLine: 1, endLine: 10, vector: encodeVector(v) }] })));
  }
  await grove.store.vectors.addToNamespace('bench-100k', embedder.id, blobs);
  const cache = new MatrixCache(grove.store.vectors);
  const tl = performance.now();
  const matrix = await cache.get('bench-100k', embedder);
  const loadMs = performance.now() - tl;
  const mask = matrix.mask(blobs);
  matrix.searchTerms(embedder.queryTerms('warm up'), mask, 50);
  const engine: number[] = [];
  for (let i = 0; i < QUERIES; i++) {
    const terms = embedder.queryTerms(query());
    const t = performance.now();
    await cache.get('bench-100k', embedder); // the version check every search makes
    matrix.searchTerms(terms, mask, 50); // the mask of a commit's blobs is cached per commit and filters
    engine.push(performance.now() - t);
  }
  engine.sort((a, b) => a - b);
  console.log(`search over ${matrix.size} chunks (vector leg: version check + scoring, top 50): p50 ${pct(engine, 50).toFixed(1)} ms, p95 ${pct(engine, 95).toFixed(1)} ms; first load ${loadMs.toFixed(0)} ms; load ${load()}`);
  console.log(JSON.stringify({ bench: 'semantic', files: files.length, index_ms: Math.round(indexMs), chunks: status.chunks_count, e2e_p50: pct(e2e, 50), e2e_p95: pct(e2e, 95), chunks100k_p50: pct(engine, 50), chunks100k_p95: pct(engine, 95), size_ratio_packed: vectorBytes / packBytes }));
} finally {
  await grove.close();
  rmSync(dataDir, { recursive: true, force: true });
}

function findRepo(root: string, id: string): string {
  for (const a of readdirSync(root)) for (const b of readdirSync(path.join(root, a))) if (readdirSync(path.join(root, a, b)).includes(`${id}.git`)) return path.join(root, a, b, `${id}.git`);
  throw new Error('repository directory not found');
}

function dirBytes(dir: string): number {
  let n = 0;
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    const st = statSync(full);
    n += st.isDirectory() ? dirBytes(full) : st.size;
  }
  return n;
}
