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
  pid: number;
  /** Resolves when the process has exited (however it ended). */
  exited: Promise<void>;
  /** Ends the process with a signal and waits for it to exit (SIGKILL: a crash; the data dir stays). */
  kill(signal: NodeJS.Signals): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Starts `grove serve` as a real process on a real socket and waits until /health answers. With `dataDir` the
 * directory is the caller's (kept on stop); `port` reuses an address, e.g. for a restart.
 */
export async function startServerProcess(env: Record<string, string> = {}, dataDir?: string, port?: number): Promise<ServerProcess> {
  const dir = dataDir ?? mkdtempSync(path.join(os.tmpdir(), 'grove-e2e-'));
  port ??= await freePort();
  let output = '';
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', MAIN, 'serve'], {
    cwd: ROOT,
    env: { ...process.env, GROVE_PORT: String(port), GROVE_HOST: '127.0.0.1', GROVE_DATA_DIR: dir, GROVE_LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000; // generous: tsx compiles on start, and a loaded CI machine is slow
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
    pid: child.pid!,
    exited,
    async kill(signal) {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((r) => child.once('exit', r));
      child.kill(signal);
      await exited;
    },
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
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
