// Keyword index at scale: index throughput on a 5,000-file repository, search latency, index size ÷ text size.
//
//   npx tsx bench/retrieval/keyword-scale.ts [--files 5000] [--dialect postgres] [--searches 300]
//
// The corpus is the first N JavaScript files (sorted by path, ≤ 1 MB) of this checkout's node_modules, committed
// in a scratch git directory whose work tree is node_modules itself and pushed into an in-process Grove. The run
// is timed through the keyword service (what the `keyword-index` job calls); searches go over HTTP
// (`POST …/hybrid-search` with strategy keyword) with the retrieval set's queries and identifiers from the corpus.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { buildGrove } from '../../src/app.js';
import { loadConfig } from '../../src/config/index.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const { values: args } = parseArgs({ options: { files: { type: 'string', default: '5000' }, dialect: { type: 'string', default: 'sqlite' }, searches: { type: 'string', default: '300' } } });
const scratch = mkdtempSync(path.join(os.tmpdir(), 'grove-kwscale-'));
const source = realpathSync(path.resolve(here, '../../node_modules'));

function run(cmd: string, argv: string[], cwd?: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, argv, { cwd, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, GIT_AUTHOR_NAME: 'b', GIT_AUTHOR_EMAIL: 'b@b.invalid', GIT_COMMITTER_NAME: 'b', GIT_COMMITTER_EMAIL: 'b@b.invalid' } });
    const out: Buffer[] = [];
    let err = '';
    child.stdout.on('data', (d: Buffer) => out.push(d));
    child.stderr.on('data', (d: Buffer) => (err += d.toString()));
    child.on('close', (code) => (code === 0 ? resolve(Buffer.concat(out).toString()) : reject(new Error(`${cmd} ${argv.slice(0, 3).join(' ')}: ${err}`))));
  });
}

const schema = `kwscale_${process.pid}`;
const config = loadConfig({
  GROVE_DATA_DIR: path.join(scratch, 'data'), GROVE_BOOTSTRAP_ORG: 'bench', GROVE_BOOTSTRAP_KEY: 'grove_mk_bench_kwscale_master_key_0123456789',
  GROVE_LOG_LEVEL: 'silent', GROVE_RATE_LIMIT_PER_MINUTE: '1000000', GROVE_RATE_LIMIT_PER_HOUR: '100000000',
  ...(args.dialect === 'postgres' ? { GROVE_DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/test', GROVE_DATABASE_SCHEMA: schema, GROVE_SECRET_KEY: 'cd'.repeat(32) } : {}),
});
const grove = await buildGrove(config);
await grove.app.listen({ port: 0, host: '127.0.0.1' });
const base = `http://127.0.0.1:${(grove.app.server.address() as AddressInfo).port}`;
const key = 'grove_mk_bench_kwscale_master_key_0123456789';
const post = async (url: string, body: unknown) => {
  const started = performance.now();
  const res = await fetch(`${base}${url}`, { method: 'POST', headers: { 'x-api-key': key, 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const json = (await res.json()) as { id?: string; results?: unknown[] };
  return { status: res.status, json, ms: performance.now() - started };
};
const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))]!;

try {
  // the corpus: first N .js files of node_modules, 1 MB at most each
  const listing = (await run('find', ['.', '-name', '*.js', '-type', 'f', '-size', '-1024k'], source)).split('\n').filter(Boolean).map((p) => p.slice(2)).sort();
  const files = listing.slice(0, Number(args.files));
  const gitDir = path.join(scratch, 'corpus.git');
  await run('git', ['init', '-q', '--bare', gitDir]);
  writeFileSync(path.join(scratch, 'paths'), files.map((f) => `:(literal)${f}`).join('\n'));
  await run('git', [`--git-dir=${gitDir}`, `--work-tree=${source}`, 'add', '-f', `--pathspec-from-file=${path.join(scratch, 'paths')}`]);
  await run('git', [`--git-dir=${gitDir}`, `--work-tree=${source}`, 'commit', '-q', '-m', 'corpus']);
  const textBytes = (await run('git', [`--git-dir=${gitDir}`, 'ls-tree', '-r', '-l', 'HEAD'])).trim().split('\n').reduce((s, l) => s + Number(l.split(/\s+/)[3]), 0);
  const repo = await post('/v1/repos', { slug: 'scale', init: false });
  await run('git', [`--git-dir=${gitDir}`, 'push', '-q', `http://bench:${key}@${base.slice('http://'.length)}/bench/scale.git`, 'HEAD:refs/heads/main']);
  const before = (await grove.store.keyword.storageBytes()) ?? 0;

  const started = performance.now();
  const stats = await grove.services.keyword.indexNow(repo.json.id!, 'main');
  const seconds = (performance.now() - started) / 1000;
  const after = (await grove.store.keyword.storageBytes()) ?? NaN;
  const record = await grove.services.keyword.status(repo.json.id!, 'main');

  // searches: the retrieval set's natural-language queries and identifiers taken from the corpus
  const set = JSON.parse(readFileSync(path.join(here, 'queries.json'), 'utf8')) as { queries: Array<{ q: string }> };
  const identifiers = [...new Set(readFileSync(path.join(source, files[0]!), 'utf8').match(/\b[a-z]+[A-Z]\w{3,}\b/g) ?? [])].slice(0, 50);
  const queries = [...set.queries.map((q) => q.q), ...identifiers];
  const times: number[] = [];
  let empty = 0;
  for (let i = 0; i < Number(args.searches); i++) {
    const res = await post('/v1/repos/scale/hybrid-search', { q: queries[i % queries.length], strategy: 'keyword', top_k: 10 });
    if (res.status !== 200) throw new Error(`search: ${res.status} ${JSON.stringify(res.json)}`);
    if ((res.json.results ?? []).length === 0) empty++;
    times.push(res.ms);
  }
  const result = {
    dialect: args.dialect, files: stats?.filesCount, text_mb: +(textBytes / 1e6).toFixed(1), chunks: record?.chunksCount,
    index_s: +seconds.toFixed(2), files_per_s: Math.round((stats?.filesCount ?? 0) / seconds), chunks_per_s: Math.round((record?.chunksCount ?? 0) / seconds),
    index_mb: +((after - before) / 1e6).toFixed(1), index_over_text: +((after - before) / textBytes).toFixed(2),
    searches: times.length, empty_results: empty, p50_ms: +pct(times, 50).toFixed(1), p95_ms: +pct(times, 95).toFixed(1),
    load_1m: +os.loadavg()[0]!.toFixed(1),
  };
  console.log(JSON.stringify(result));
} finally {
  await grove.close();
  if (args.dialect === 'postgres' && !process.env.KEEP_SCHEMA) await run('psql', ['-h', '127.0.0.1', '-U', 'postgres', 'test', '-qc', `DROP SCHEMA IF EXISTS "${schema}" CASCADE`]).catch(() => undefined);
  rmSync(scratch, { recursive: true, force: true });
}
