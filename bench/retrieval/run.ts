// Retrieval quality of Grove's search legs on real code (docs/benchmarks.md "Retrieval quality").
//
//   npx tsx bench/retrieval/run.ts [--url http://127.0.0.1:8080 --org acme --key grove_mk_…] [--dialect postgres]
//                                  [--legs keyword,semantic,hybrid] [--json out.json] [--verbose]
//
// Without --url it starts a Grove of its own (SQLite, or PostgreSQL at 127.0.0.1:5432/test with --dialect
// postgres) in a scratch directory. The corpora are read from disk at run time (queries.json says which files),
// committed into a scratch git directory whose work tree is the source directory itself, and pushed to Grove
// over smart HTTP into repositories created with auto_index. Nothing is copied into this repository.
// Each query runs against each leg; a leg whose endpoint answers 501, 404 or 503 is skipped and reported so.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

interface Corpus { language: string; source: string; include: string[]; exclude: string[] }
interface Query { corpus: string; q: string; files: string[]; symbol: string }
interface QuerySet { corpora: Record<string, Corpus>; queries: Query[] }
interface Hit { file_path: string; start_line: number; end_line: number }
type Leg = 'keyword' | 'semantic' | 'hybrid';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');
const { values: args } = parseArgs({
  options: {
    url: { type: 'string' }, org: { type: 'string' }, key: { type: 'string' }, dialect: { type: 'string', default: 'sqlite' },
    legs: { type: 'string', default: 'keyword,semantic,hybrid' }, json: { type: 'string' }, verbose: { type: 'boolean', default: false },
    timeout: { type: 'string', default: '1800' },
  },
});
const set = JSON.parse(readFileSync(path.join(here, 'queries.json'), 'utf8')) as QuerySet;
const sourceDir = (c: Corpus) => (path.isAbsolute(c.source) ? c.source : path.join(root, c.source));
const legs = args.legs!.split(',') as Leg[];

// ---- Grove: the one given, or one started here ----
let base = args.url ?? '';
let org = args.org ?? '';
let key = args.key ?? '';
let stop: () => Promise<void> = async () => undefined;
const scratch = mkdtempSync(path.join(os.tmpdir(), 'grove-retrieval-'));
if (!base) {
  const { buildGrove } = await import('../../src/app.js');
  const { loadConfig } = await import('../../src/config/index.js');
  org = 'bench';
  key = 'grove_mk_bench_retrieval_master_key_0123456789';
  const schema = `retrieval_${process.pid}`;
  const config = loadConfig({
    GROVE_DATA_DIR: path.join(scratch, 'data'),
    GROVE_BOOTSTRAP_ORG: org,
    GROVE_BOOTSTRAP_KEY: key,
    GROVE_LOG_LEVEL: 'silent',
    GROVE_RATE_LIMIT_PER_MINUTE: '1000000',
    GROVE_RATE_LIMIT_PER_HOUR: '100000000',
    GROVE_JOB_INTERVAL_MS: '200',
    ...(args.dialect === 'postgres'
      ? { GROVE_DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/test', GROVE_DATABASE_SCHEMA: schema, GROVE_SECRET_KEY: 'cd'.repeat(32) }
      : {}),
  });
  const grove = await buildGrove(config);
  await grove.app.listen({ port: 0, host: '127.0.0.1' });
  grove.startBackground();
  base = `http://127.0.0.1:${(grove.app.server.address() as AddressInfo).port}`;
  stop = async () => {
    await grove.close();
    if (args.dialect === 'postgres') spawnSync('psql', ['-h', '127.0.0.1', '-U', 'postgres', 'test', '-qc', `DROP SCHEMA IF EXISTS "${schema}" CASCADE`]);
  };
}

/** A response body as the script reads it: whatever JSON came back. */
interface Json { code?: string; error?: string; results?: Hit[] }

async function call(method: string, url: string, body?: unknown): Promise<{ status: number; json: Json; ms: number }> {
  const started = performance.now();
  const res = await fetch(`${base}${url}`, {
    method,
    headers: { 'x-api-key': key, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await res.text();
  const ms = performance.now() - started;
  let json: Json = {};
  try { json = JSON.parse(text) as Json; } catch { json = { error: text }; }
  return { status: res.status, json, ms };
}

const GIT_ENV = { ...process.env, GIT_AUTHOR_NAME: 'bench', GIT_AUTHOR_EMAIL: 'bench@grove.invalid', GIT_COMMITTER_NAME: 'bench', GIT_COMMITTER_EMAIL: 'bench@grove.invalid' };

/** git, asynchronously: the Grove it pushes to may be serving from this very process. */
function git(gitDir: string, workTree: string, gitArgs: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn('git', [`--git-dir=${gitDir}`, `--work-tree=${workTree}`, ...gitArgs], { env: GIT_ENV, stdio: ['ignore', 'pipe', 'pipe'] });
    const out: Buffer[] = [];
    let err = '';
    child.stdout.on('data', (d: Buffer) => out.push(d));
    child.stderr.on('data', (d: Buffer) => (err += d.toString()));
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve(Buffer.concat(out).toString('utf8')) : reject(new Error(`git ${gitArgs.join(' ')}: ${err}`))));
  });
}

/** Creates the repository (auto_index) and pushes the corpus files to its main branch. */
async function importCorpus(name: string, corpus: Corpus): Promise<{ slug: string; files: number; bytes: number; pushMs: number }> {
  const slug = `retrieval-${name}`;
  const created = await call('POST', '/v1/repos', { slug, auto_index: true, init: false });
  if (created.status !== 201) throw new Error(`creating ${slug}: ${created.status} ${JSON.stringify(created.json)}`);
  const gitDir = path.join(scratch, `${name}.git`);
  spawnSync('git', ['init', '-q', '--bare', gitDir]);
  const work = sourceDir(corpus);
  const pathspecs = [...corpus.include.map((p) => `:(glob)${p.includes('*') ? p : p.endsWith('.py') || p.endsWith('.js') ? p : `${p}/**`}`), ...corpus.exclude.map((p) => `:(exclude,glob)${p}`)];
  await git(gitDir, work, ['add', '-A', '--', ...pathspecs]);
  await git(gitDir, work, ['commit', '-q', '-m', `${name} corpus`]);
  const listed = (await git(gitDir, work, ['ls-tree', '-r', '-l', 'HEAD'])).trim().split('\n');
  const bytes = listed.reduce((sum, line) => sum + Number(line.split(/\s+/)[3] ?? 0), 0);
  const remote = new URL(`${base}/${org}/${slug}.git`);
  remote.username = org;
  remote.password = key;
  const started = performance.now();
  await git(gitDir, work, ['push', '-q', remote.toString(), 'HEAD:refs/heads/main']);
  return { slug, files: listed.length, bytes, pushMs: performance.now() - started };
}

/** Waits until each leg answers something other than 202 for this repository; returns the legs' states. */
async function waitIndexed(slug: string): Promise<Record<Leg, string>> {
  const pushedAt = Date.now();
  const states = {} as Record<Leg, string>;
  // the semantic index (and, after the merge, the keyword index with it) is asked for explicitly; 501/404: not built
  const index = await call('POST', `/v1/repos/${slug}/index`, {});
  const semanticIndexing = index.status === 202;
  const deadline = Date.now() + Number(args.timeout) * 1000;
  for (const leg of legs) {
    for (;;) {
      const probe = leg === 'semantic'
        ? await call('POST', `/v1/repos/${slug}/semantic-search`, { q: 'index probe', top_k: 1 })
        : await call('POST', `/v1/repos/${slug}/hybrid-search`, { q: 'index probe', top_k: 1, ...(leg === 'keyword' ? { strategy: 'keyword' } : {}) });
      if (probe.status === 200) { states[leg] = 'ready'; break; }
      // 404 just after the push: the auto_index subscriber has not recorded the branch yet
      const early = probe.status === 404 && Date.now() < pushedAt + 15_000;
      if (probe.status !== 202 && !early && !(leg === 'semantic' && semanticIndexing && probe.status === 404)) {
        states[leg] = `skipped: ${probe.status} ${probe.json.code ?? ''} ${probe.json.error ?? ''}`.trim();
        break;
      }
      if (Date.now() > deadline) throw new Error(`${slug}: ${leg} still indexing after ${args.timeout} s`);
      await new Promise((r) => setTimeout(r, 500));
    }
  }
  return states;
}

/** The line a symbol is defined on in a file (Class.method: the method after the class), or null. */
function definitionLine(file: string, symbol: string): number | null {
  let text: string;
  try { text = readFileSync(file, 'utf8'); } catch { return null; }
  const lines = text.split('\n');
  const parts = symbol.split('.');
  let from = 0;
  for (const [i, part] of parts.entries()) {
    const name = part.replace(/[$]/g, '\\$');
    const def = new RegExp(`^\\s*(?:async\\s+)?(?:def|class|function)\\s+${name}\\b|^\\s*${name}\\s*=|^\\s*(?:var|const|let)\\s+${name}\\s*=`);
    const at = lines.findIndex((line, n) => n >= from && def.test(line));
    if (at === -1) return null;
    if (i === parts.length - 1) return at + 1;
    from = at + 1;
  }
  return null;
}

async function runLeg(leg: Leg, slug: string, q: string): Promise<{ hits: Hit[]; ms: number; status: number }> {
  const res = leg === 'semantic'
    ? await call('POST', `/v1/repos/${slug}/semantic-search`, { q, top_k: 10 })
    : await call('POST', `/v1/repos/${slug}/hybrid-search`, { q, top_k: 10, ...(leg === 'keyword' ? { strategy: 'keyword' } : {}) });
  return { hits: res.status === 200 ? (res.json.results ?? []) : [], ms: res.ms, status: res.status };
}

const pct = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! : NaN;
};

try {
  const repos: Record<string, { slug: string; states: Record<Leg, string> }> = {};
  const imported: Record<string, object> = {};
  for (const [name, corpus] of Object.entries(set.corpora)) {
    const started = performance.now();
    const info = await importCorpus(name, corpus);
    const states = await waitIndexed(info.slug);
    repos[name] = { slug: info.slug, states };
    imported[name] = { ...info, indexedMs: Math.round(performance.now() - started - info.pushMs), states };
    console.log(`${name}: ${info.files} files, ${(info.bytes / 1e6).toFixed(1)} MB; pushed in ${Math.round(info.pushMs)} ms, indexed in ${Math.round(performance.now() - started - info.pushMs)} ms; legs: ${JSON.stringify(states)}`);
  }

  type Score = { rr: number[]; found: number[]; symbolRr: number[]; ms: number[] };
  const scores: Record<string, Score> = {};
  const misses: string[] = [];
  const score = (k: string) => (scores[k] ??= { rr: [], found: [], symbolRr: [], ms: [] });
  for (const query of set.queries) {
    const { slug, states } = repos[query.corpus]!;
    const defFile = path.join(sourceDir(set.corpora[query.corpus]!), query.files[0]!);
    const defLine = definitionLine(defFile, query.symbol);
    for (const leg of legs) {
      if (states[leg] !== 'ready') continue;
      const { hits, ms } = await runLeg(leg, slug, query.q);
      const rank = hits.findIndex((h) => query.files.includes(h.file_path)) + 1;
      const symbolRank = defLine === null ? 0 : hits.findIndex((h) => h.file_path === query.files[0] && h.start_line <= defLine && defLine <= h.end_line) + 1;
      for (const k of [`${leg}|${query.corpus}`, `${leg}|all`]) {
        const s = score(k);
        s.rr.push(rank > 0 ? 1 / rank : 0);
        s.found.push(rank > 0 ? 1 : 0);
        s.symbolRr.push(symbolRank > 0 ? 1 / symbolRank : 0);
        s.ms.push(ms);
      }
      if (rank !== 1) misses.push(`${leg} ${query.corpus} rank ${rank || '>10'}: "${query.q}" want ${query.files[0]} got ${hits.slice(0, 3).map((h) => h.file_path).join(', ')}`);
    }
  }

  const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / (xs.length || 1);
  const rows = Object.entries(scores).map(([k, s]) => {
    const [leg, corpus] = k.split('|');
    return { leg, corpus, queries: s.rr.length, mrr10: +mean(s.rr).toFixed(3), recall10: +mean(s.found).toFixed(3), symbol_mrr10: +mean(s.symbolRr).toFixed(3), p50_ms: +pct(s.ms, 50).toFixed(1), p95_ms: +pct(s.ms, 95).toFixed(1) };
  });
  console.log(`\nretrieval quality (${set.queries.length} queries; file-level MRR@10 and recall@10; symbol: a result whose lines hold the wanted definition)`);
  console.table(rows);
  for (const leg of legs) {
    const states = Object.entries(repos).map(([name, r]) => `${name}: ${r.states[leg]}`).filter((s) => !s.endsWith('ready'));
    if (states.length) console.log(`${leg} leg not measured (${states.join('; ')})`);
  }
  if (args.verbose) console.log(`\nnot first:\n${misses.join('\n')}`);
  if (args.json) {
    const { writeFileSync } = await import('node:fs');
    writeFileSync(args.json, JSON.stringify({ at: new Date().toISOString(), dialect: args.url ? 'external' : args.dialect, imported, rows, misses }, null, 2));
  }
} finally {
  await stop();
  rmSync(scratch, { recursive: true, force: true });
}
