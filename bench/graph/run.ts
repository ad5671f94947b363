/**
 * Code graph benchmark: index time against `ctags -R` on the same tree, stored size against the repository's,
 * and query latency.
 *
 *   npx tsx bench/graph/run.ts [dir ...]      (default: this checkout's src and test)
 *
 * The files of each directory are committed into a fresh Grove (in-process, SQLite, temporary data dir),
 * indexed by the real `graph.index` job, and queried over HTTP (app.inject). ctags runs on the same files,
 * written out to a temporary directory. Size: the graph rows' bytes (paths, SHAs, payloads) against the bytes
 * of the indexed source files and against the bare repository on disk.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildGrove } from '../../src/app.js';
import { loadConfig } from '../../src/config/index.js';
import { codeLanguageOf } from '../../src/infra/tree-sitter/index.js';

const KEY = 'grove_mk_bench_graph_master_key_0123456789';
const dirs = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ['src', 'test'];

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === 'node_modules' || name === '.git' ? [] : walk(full);
    return codeLanguageOf(full) && statSync(full).size <= 1024 * 1024 ? [full] : [];
  });
}

function du(dir: string): number {
  return readdirSync(dir).reduce((sum, name) => {
    const full = path.join(dir, name);
    const s = statSync(full);
    return sum + (s.isDirectory() ? du(full) : s.size);
  }, 0);
}

const pct = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
};

const files = dirs.flatMap((d) => walk(d).map((f) => ({ path: path.relative(process.cwd(), f).split(path.sep).join('/'), content: readFileSync(f, 'utf8') })));
const sourceBytes = files.reduce((s, f) => s + Buffer.byteLength(f.content), 0);
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'grove-graph-bench-'));
const grove = await buildGrove(loadConfig({ GROVE_DATA_DIR: dataDir, GROVE_BOOTSTRAP_ORG: 'bench', GROVE_BOOTSTRAP_KEY: KEY, GROVE_LOG_LEVEL: 'silent', GROVE_DEFAULT_PLAN: 'unlimited', GROVE_RATE_LIMIT_PER_MINUTE: '10000000', GROVE_RATE_LIMIT_PER_HOUR: '100000000' }));
const inject = (method: 'GET' | 'POST', url: string, payload?: object) => grove.app.inject({ method, url, headers: { 'x-api-key': KEY }, ...(payload ? { payload } : {}) });
try {
  const repoId = (await inject('POST', '/v1/repos', { slug: 'bench' })).json().id as string;
  for (let i = 0; i < files.length; i += 500) {
    const res = await inject('POST', '/v1/repos/bench/commits', { branch: 'main', message: `files ${i}`, changes: files.slice(i, i + 500) });
    if (res.statusCode !== 201) throw new Error(res.body);
  }

  // Grove: the index job, end to end (tree walk, blob reads, parse, resolve, communities, storage)
  await inject('POST', '/v1/repos/bench/graph/index', {});
  const t0 = performance.now();
  while ((await grove.services.jobs.runDue()) > 0) {
    /* run until idle */
  }
  const indexMs = performance.now() - t0;
  const status = (await inject('GET', '/v1/repos/bench/graph/index/status')).json();
  if (status.status !== 'ready') throw new Error(JSON.stringify(status));

  // ctags on the same files
  const tree = mkdtempSync(path.join(os.tmpdir(), 'grove-graph-ctags-'));
  for (const f of files) {
    mkdirSync(path.dirname(path.join(tree, f.path)), { recursive: true });
    writeFileSync(path.join(tree, f.path), f.content);
  }
  const c0 = performance.now();
  execFileSync('ctags', ['-R', '-f', path.join(tree, '..', `${path.basename(tree)}.tags`), tree]);
  const ctagsMs = performance.now() - c0;
  rmSync(tree, { recursive: true, force: true });
  rmSync(`${tree}.tags`, { force: true });

  // stored size
  const rows = await grove.store.graph.files(repoId, 'main');
  const graphBytes = rows.reduce((s, r) => s + r.path.length + r.blobSha.length + r.extract.length + r.edges.length + 80, 0) + ((await grove.store.graph.communities(repoId, 'main'))?.length ?? 0);
  const repoBytes = du(path.join(dataDir, 'repos'));

  // queries: each name asked once (MISS), then again (HIT)
  const names = ((await inject('POST', '/v1/repos/bench/graph/query', { type: 'symbol_lookup', name: 'e' })).json().nodes as Array<{ name: string; type: string }>)
    .filter((n) => n.type === 'Function')
    .map((n) => n.name)
    .filter((n, i, all) => all.indexOf(n) === i)
    .slice(0, 60);
  const types = ['callers', 'callees', 'dependents', 'impact_analysis', 'symbol_lookup'];
  const miss: number[] = [];
  const hit: number[] = [];
  for (const pass of [miss, hit]) {
    for (const name of names) {
      for (const type of types) {
        const q0 = performance.now();
        const res = await inject('POST', '/v1/repos/bench/graph/query', { type, name });
        pass.push(performance.now() - q0);
        if (res.statusCode !== 200) throw new Error(res.body);
      }
    }
  }
  const whole: number[] = [];
  for (const type of ['unused_exports', 'circular_deps', 'api_routes']) {
    const q0 = performance.now();
    await inject('POST', '/v1/repos/bench/graph/query', { type });
    whole.push(performance.now() - q0);
  }

  console.log(`tree: ${dirs.join(', ')}: ${files.length} files, ${(sourceBytes / 1024).toFixed(0)} KB of source`);
  console.log(`graph: ${status.nodes_count} nodes, ${status.edges_count} edges, ${status.total_batches} batches`);
  console.log(`index (full, job end to end): ${indexMs.toFixed(0)} ms; ctags -R: ${ctagsMs.toFixed(0)} ms; ratio ${(indexMs / ctagsMs).toFixed(1)}×`);
  console.log(`stored graph: ${(graphBytes / 1024).toFixed(0)} KB = ${(graphBytes / sourceBytes).toFixed(2)}× the source bytes, ${(graphBytes / repoBytes).toFixed(2)}× the bare repository (${(repoBytes / 1024).toFixed(0)} KB)`);
  console.log(`queries by name (${miss.length}): MISS p50 ${pct(miss, 50).toFixed(2)} ms, p95 ${pct(miss, 95).toFixed(2)} ms; HIT p50 ${pct(hit, 50).toFixed(2)} ms, p95 ${pct(hit, 95).toFixed(2)} ms`);
  console.log(`whole-graph queries (unused_exports, circular_deps, api_routes), first ask: ${whole.map((m) => m.toFixed(1)).join(', ')} ms`);

  // incremental: one file changed
  const one = files.find((f) => f.path.endsWith('.ts'))!;
  await inject('POST', '/v1/repos/bench/commits', { branch: 'main', message: 'touch', changes: [{ path: one.path, content: `${one.content}\nexport function benchTouched(): number {\n  return 1;\n}\n` }] });
  await inject('POST', '/v1/repos/bench/graph/index', {});
  const i0 = performance.now();
  while ((await grove.services.jobs.runDue()) > 0) {
    /* run until idle */
  }
  console.log(`incremental index after a one-file commit: ${(performance.now() - i0).toFixed(0)} ms (parsed: ${grove.services.graph.lastRun?.parsed.join(', ')})`);
  console.log(`load: ${os.loadavg().map((l) => l.toFixed(1)).join(' ')} (1/5/15 min), ${os.cpus().length} cores`);
} finally {
  await grove.close();
  rmSync(dataDir, { recursive: true, force: true });
}
