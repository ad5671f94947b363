// Watch stream latency and memory against a fresh Grove (built tree, own process, temporary data dir).
// Usage: npm run build && npx tsx bench/watch/run.ts [--commits N] [--watchers N] [--idle N]
// - latency: time from the commit API's response (the client has the whole body) to the `commit` event arriving
//   on a watcher, with 1 watcher and with --watchers (default 1,000) watchers of the same branch; p50/p99 over
//   every (commit, watcher) pair. Negative values: the event arrived before the API response did.
// - memory per idle watcher: a Grove in this process (so the heap can be collected before each reading), watched
//   by clients in another process: heap and RSS with 10 watchers, then with --idle (default 1,000) more, ÷ --idle.
// Prints the figures and one JSON line.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import v8 from 'node:v8';
import vm from 'node:vm';
import { buildGrove } from '../../src/app.js';
import { loadConfig } from '../../src/config/index.js';
import { request } from '../lib/http.js';
import { startGrove } from '../lib/processes.js';

const { values } = parseArgs({ options: { commits: { type: 'string', default: '40' }, watchers: { type: 'string', default: '1000' }, idle: { type: 'string', default: '1000' } } });
const COMMITS = Number(values.commits);
const WATCHERS = Number(values.watchers);
const IDLE = Number(values.idle);

// One TCP connection per watcher, as separate clients would have.
const agent = new http.Agent({ keepAlive: false, maxSockets: Infinity });

interface Watcher {
  /** Resolves with the arrival time (performance.now()) of the next commit event with this sha. */
  waitFor(sha: string): Promise<number>;
  close(): void;
}

function openWatcher(url: string, key: string): Promise<Watcher> {
  return new Promise((resolve, reject) => {
    const waiting = new Map<string, (at: number) => void>();
    const arrived = new Map<string, number>();
    let buffer = '';
    let connected = false;
    const req = http.get(url, { agent, headers: { 'x-api-key': key, accept: 'text/event-stream' } }, (res) => {
      if (res.statusCode !== 200) return reject(new Error(`watch answered ${res.statusCode}`));
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        const at = performance.now();
        buffer += chunk;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          if (block.startsWith('event: connected') && !connected) {
            connected = true;
            resolve({
              waitFor: (sha) => {
                const seen = arrived.get(sha);
                if (seen !== undefined) return Promise.resolve(seen);
                return new Promise((r) => waiting.set(sha, r));
              },
              close: () => req.destroy(),
            });
          } else if (block.startsWith('event: commit')) {
            const sha = (JSON.parse(block.slice(block.indexOf('data: ') + 6)) as { sha: string }).sha;
            const waiter = waiting.get(sha);
            if (waiter) {
              waiting.delete(sha);
              waiter(at);
            } else arrived.set(sha, at);
          } else if (block.startsWith('event: rotate')) reject(new Error('rotated during the benchmark'));
        }
      });
    });
    req.on('error', (error) => {
      if (!connected) reject(error);
    });
  });
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

function summary(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const r = (x: number) => Number(x.toFixed(2));
  return { samples: sorted.length, p50_ms: r(percentile(sorted, 50)), p99_ms: r(percentile(sorted, 99)), min_ms: r(sorted[0]!), max_ms: r(sorted[sorted.length - 1]!) };
}

async function openMany(url: string, key: string, count: number): Promise<Watcher[]> {
  const out: Watcher[] = [];
  for (let i = 0; i < count; i += 100) out.push(...(await Promise.all(Array.from({ length: Math.min(100, count - i) }, () => openWatcher(url, key)))));
  return out;
}

console.log(`machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, node ${process.version}, load average ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}`);
// Connections live an hour (no rotation during the run); everything else as shipped (2 s poll, 20 s keep-alive).
let latencies: Record<string, unknown> = {};
const grove = await startGrove({ GROVE_WATCH_ROTATE_MS: '3600000' });
const headers = { 'x-api-key': grove.key, 'content-type': 'application/json' };
try {
  const created = await request(`${grove.url}/v1/repos`, { method: 'POST', headers, body: JSON.stringify({ slug: 'watched' }) });
  if (created.status !== 201) throw new Error(`create repo: ${created.status} ${created.body.toString()}`);
  const watchUrl = `${grove.url}/v1/repos/watched/watch?branch=main`;
  let n = 0;
  const commit = async (): Promise<{ sha: string; answered: number }> => {
    const body = JSON.stringify({ branch: 'main', message: `bench ${n}`, changes: [{ path: 'f.txt', content: `${n++}` }] });
    const res = await request(`${grove.url}/v1/repos/watched/commits`, { method: 'POST', headers, body });
    const answered = performance.now();
    if (res.status !== 201) throw new Error(`commit: ${res.status} ${res.body.toString()}`);
    return { sha: (JSON.parse(res.body.toString()) as { sha: string }).sha, answered };
  };
  const measure = async (watchers: Watcher[], commits: number): Promise<number[]> => {
    const samples: number[] = [];
    for (let i = 0; i < 3; i++) await commit(); // warm-up
    for (let i = 0; i < commits; i++) {
      const { sha, answered } = await commit();
      const arrivals = await Promise.all(watchers.map((w) => w.waitFor(sha)));
      for (const at of arrivals) samples.push(at - answered);
      await new Promise((r) => setTimeout(r, 20));
    }
    return samples;
  };

  const one = await openMany(watchUrl, grove.key, 1);
  const latency1 = summary(await measure(one, COMMITS));
  console.log(`latency, 1 watcher, ${COMMITS} commits: ${JSON.stringify(latency1)}`);
  const many = [...one, ...(await openMany(watchUrl, grove.key, WATCHERS - 1))];
  const latencyMany = summary(await measure(many, Math.max(5, Math.floor(COMMITS / 4))));
  console.log(`latency, ${WATCHERS} watchers: ${JSON.stringify(latencyMany)}`);
  for (const w of many) w.close();

  latencies = { latency_1: latency1, [`latency_${WATCHERS}`]: latencyMany };
} finally {
  await grove.stop();
}

const perWatcher = await idleMemory(IDLE);
const floor = await idleMemoryFloor(IDLE);
console.log(`load average after: ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}`);
console.log(JSON.stringify({ bench: 'watch', ...latencies, memory_per_idle_watcher: perWatcher, floor_node_http_sse: floor, load1: Number(os.loadavg()[0]!.toFixed(2)) }));

/** Grove in this process, clients in children: (heap, RSS) after a full collection, before and after `count` more watchers. */
async function idleMemory(count: number): Promise<{ heap_bytes: number; rss_bytes: number }> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'grove-bench-watch-'));
  const key = 'grove_mk_bench_watch_memory_0123456789';
  const grove = await buildGrove(
    loadConfig({
      GROVE_DATA_DIR: dataDir, GROVE_BOOTSTRAP_ORG: 'bench', GROVE_BOOTSTRAP_KEY: key, GROVE_LOG_LEVEL: 'silent',
      GROVE_WATCH_ROTATE_MS: '3600000', GROVE_RATE_LIMIT_PER_MINUTE: '100000000', GROVE_RATE_LIMIT_PER_HOUR: '1000000000',
    }),
  );
  await grove.app.listen({ port: 0, host: '127.0.0.1' });
  const url = `http://127.0.0.1:${(grove.app.server.address() as AddressInfo).port}`;
  try {
    const created = await request(`${url}/v1/repos`, { method: 'POST', headers: { 'x-api-key': key, 'content-type': 'application/json' }, body: JSON.stringify({ slug: 'idle' }) });
    if (created.status !== 201) throw new Error(`create repo: ${created.status}`);
    return await measureClients(`${url}/v1/repos/idle/watch`, key, count, `Grove (${grove.services.watch.stats().channels} channels before)`);
  } finally {
    await grove.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The floor: a bare node:http server holding the same number of open event streams (headers and one frame each). */
async function idleMemoryFloor(count: number): Promise<{ heap_bytes: number; rss_bytes: number }> {
  const held = new Set<http.ServerResponse>();
  const server = http.createServer((req, res) => {
    res.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-cache' });
    res.write('event: connected\ndata: {"sha":"0000000000000000000000000000000000000000","branch":"main"}\n\n');
    held.add(res);
    res.on('close', () => held.delete(res));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  try {
    return await measureClients(url, 'none', count, 'node:http floor');
  } finally {
    server.closeAllConnections();
    server.close();
  }
}

/** (heap + external, RSS) after full collections, with 10 clients and then with `count` more, ÷ count. */
async function measureClients(url: string, key: string, count: number, label: string): Promise<{ heap_bytes: number; rss_bytes: number }> {
  v8.setFlagsFromString('--expose-gc');
  const gc = vm.runInNewContext('gc') as () => void;
  const children: ChildProcess[] = [];
  const clients = async (n: number) => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'clients.ts'), url, key, String(n)], { stdio: ['ignore', 'pipe', 'inherit'] });
    children.push(child);
    let out = '';
    await new Promise<void>((resolve, reject) => {
      child.stdout!.on('data', (d: Buffer) => {
        out += d.toString();
        if (out.includes('ready')) resolve();
      });
      child.once('exit', (code) => reject(new Error(`clients exited (${code})`)));
    });
  };
  const settle = async () => {
    await new Promise((r) => setTimeout(r, 1500));
    for (let i = 0; i < 3; i++) {
      gc();
      await new Promise((r) => setTimeout(r, 100));
    }
    const m = process.memoryUsage();
    return { heap: m.heapUsed + m.external, rss: m.rss };
  };
  try {
    await clients(10);
    const before = await settle();
    await clients(count);
    const after = await settle();
    const perWatcher = { heap_bytes: Math.round((after.heap - before.heap) / count), rss_bytes: Math.round((after.rss - before.rss) / count) };
    console.log(
      `memory per idle watcher, ${label}, ${count} watchers: ${JSON.stringify(perWatcher)}; ` +
        `heap+external ${(before.heap / 2 ** 20).toFixed(1)} → ${(after.heap / 2 ** 20).toFixed(1)} MiB, RSS ${(before.rss / 2 ** 20).toFixed(1)} → ${(after.rss / 2 ** 20).toFixed(1)} MiB`,
    );
    return perWatcher;
  } finally {
    for (const child of children) child.kill('SIGKILL');
  }
}
