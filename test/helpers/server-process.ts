import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');
const MAIN = path.join(ROOT, 'src/main.ts');

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

export interface ServerProcess {
  url: string;
  dataDir: string;
  output: () => string;
  stop(): Promise<void>;
}

/** Starts `grove serve` as a real process on a real socket and waits until /health answers. */
export async function startServerProcess(env: Record<string, string> = {}, dataDir?: string): Promise<ServerProcess> {
  const dir = dataDir ?? mkdtempSync(path.join(os.tmpdir(), 'grove-e2e-'));
  const port = await freePort();
  let output = '';
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', MAIN, 'serve'], {
    cwd: ROOT,
    env: { ...process.env, GROVE_PORT: String(port), GROVE_HOST: '127.0.0.1', GROVE_DATA_DIR: dir, GROVE_LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 20_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early (${child.exitCode}):\n${output}`);
    try {
      if ((await fetch(`${url}/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server did not become healthy:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    dataDir: dir,
    output: () => output,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await exited;
      }
      if (!dataDir) rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Runs the `grove` CLI against a data dir; returns exit code and output. */
export function runCli(args: string[], env: Record<string, string>): { code: number; stdout: string; stderr: string } {
  const result = spawnSync(process.execPath, ['--import', 'tsx', MAIN, ...args], {
    cwd: ROOT,
    env: { ...process.env, GROVE_LOG_LEVEL: 'silent', ...env },
    encoding: 'utf8',
  });
  return { code: result.status ?? -1, stdout: result.stdout, stderr: result.stderr };
}
