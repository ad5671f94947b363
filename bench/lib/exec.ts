// Running git (and other programs) from the benchmarks.
import { spawn } from 'node:child_process';

export interface RunOptions {
  cwd?: string;
  env?: NodeJS.ProcessEnv;
  /** Bytes written to stdin (then closed); stdin is /dev/null otherwise. */
  input?: Buffer | string;
  /** 'buffer' keeps stdout; 'count' only counts its bytes (the output is still read, as a client would); 'ignore' discards it. */
  stdout?: 'buffer' | 'count' | 'ignore';
  /** Throw on a non-zero exit (default true). */
  check?: boolean;
}

export interface RunResult {
  code: number;
  stdout: Buffer;
  stdoutBytes: number;
  stderr: string;
}

export class CommandError extends Error {
  constructor(
    readonly command: string,
    readonly result: RunResult,
  ) {
    super(`${command} exited with ${result.code}: ${result.stderr.trim().slice(0, 2000)}`);
    this.name = 'CommandError';
  }
}

export function run(cmd: string, args: string[], options: RunOptions = {}): Promise<RunResult> {
  const mode = options.stdout ?? 'buffer';
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, {
      cwd: options.cwd,
      env: options.env ?? process.env,
      stdio: [options.input === undefined ? 'ignore' : 'pipe', mode === 'ignore' ? 'ignore' : 'pipe', 'pipe'],
    });
    const chunks: Buffer[] = [];
    let bytes = 0;
    let stderr = '';
    child.stdout?.on('data', (d: Buffer) => {
      bytes += d.length;
      if (mode === 'buffer') chunks.push(d);
    });
    child.stderr?.on('data', (d: Buffer) => {
      if (stderr.length < 100_000) stderr += d.toString();
    });
    child.once('error', reject);
    if (options.input !== undefined) {
      child.stdin!.on('error', () => {}); // EPIPE when the program exits early: its exit code tells
      child.stdin!.end(options.input);
    }
    child.once('close', (code, signal) => {
      const result = { code: code ?? (signal ? 128 : 1), stdout: Buffer.concat(chunks), stdoutBytes: bytes, stderr };
      if (result.code !== 0 && (options.check ?? true)) reject(new CommandError(`${cmd} ${args.join(' ')}`, result));
      else resolve(result);
    });
  });
}

export function git(args: string[], options: RunOptions = {}): Promise<RunResult> {
  return run('git', args, options);
}

/** git's stdout as trimmed text. */
export async function gitText(args: string[], options: Omit<RunOptions, 'stdout'> = {}): Promise<string> {
  return (await git(args, { ...options, stdout: 'buffer' })).stdout.toString('utf8').trim();
}

/** git with the environment of a plain user: no system/global config, no prompts. */
export const GIT_ENV: NodeJS.ProcessEnv = {
  ...process.env,
  GIT_CONFIG_NOSYSTEM: '1',
  GIT_CONFIG_GLOBAL: '/dev/null',
  GIT_TERMINAL_PROMPT: '0',
  GIT_AUTHOR_NAME: 'Bench',
  GIT_AUTHOR_EMAIL: 'bench@example.com',
  GIT_COMMITTER_NAME: 'Bench',
  GIT_COMMITTER_EMAIL: 'bench@example.com',
};
