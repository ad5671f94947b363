import { type ChildProcess, fork, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '../..');

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function waitFor(url: string, child: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`process exited early:\n${log()}`);
    try {
      await fetch(url);
      return;
    } catch {
      if (Date.now() > deadline) throw new Error(`not answering: ${url}\n${log()}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }
}

export interface GroveServer {
  url: string;
  key: string;
  org: string;
  dataDir: string;
  stop(): Promise<void>;
}

/**
 * Starts Grove as its own process (as an operator would run it), with a paid organization whose key the
 * benchmark uses. Rate limiting stays on, with budgets high enough that the load is never refused.
 */
export async function startGrove(extraEnv: Record<string, string> = {}): Promise<GroveServer> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'grove-bench-'));
  const port = await freePort();
  const env = {
    ...process.env,
    GROVE_DATA_DIR: dataDir,
    GROVE_PORT: String(port),
    GROVE_HOST: '127.0.0.1',
    GROVE_LOG_LEVEL: 'silent',
    GROVE_PUBLIC_URL: `http://127.0.0.1:${port}`,
    GROVE_RATE_LIMIT_PER_MINUTE: '100000000',
    GROVE_RATE_LIMIT_PER_HOUR: '1000000000',
    ...extraEnv,
  };
  const main = path.join(ROOT, 'dist/src/main.js');
  const created = spawnSync(process.execPath, [main, 'org', 'create', 'bench', '--plan', 'paid', '--json'], { env, encoding: 'utf8' });
  if (created.status !== 0) throw new Error(`org create failed: ${created.stderr}`);
  const key = (JSON.parse(created.stdout) as { key: { key: string } }).key.key;
  let log = '';
  // GROVE_BENCH_NODE_ARGS: extra node flags for the server only (e.g. --cpu-prof to profile under the benchmark's load)
  const nodeArgs = (process.env.GROVE_BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, main, 'serve'], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout.on('data', (d: Buffer) => (log += d.toString()));
  child.stderr.on('data', (d: Buffer) => (log += d.toString()));
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${url}/health`, child, () => log);
  return {
    url,
    key,
    org: 'bench',
    dataDir,
    async stop() {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Starts a peer script (bench/peers/*.mjs) with arguments; the script reports 'ready' over IPC. */
export async function startPeer(script: string, args: string[]): Promise<{ stop(): Promise<void> }> {
  const child = fork(path.join(ROOT, 'bench/peers', script), args, { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  await new Promise<void>((resolve, reject) => {
    child.once('message', () => resolve());
    child.once('exit', (code) => reject(new Error(`peer ${script} exited with ${code}`)));
  });
  return {
    async stop() {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    },
  };
}
