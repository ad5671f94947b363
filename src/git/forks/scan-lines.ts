/**
 * Streaming a git command's output line by line, for walks whose output can be large (rev-list over a whole
 * history) and that can often stop early.
 */
import { GitExecError, spawnGit } from '../exec.js';

export interface ScanOptions {
  timeoutMs: number;
  /** Stop (and report `overflow`) once more than this many bytes came out. Default: no limit. */
  maxBytes?: number;
  /** Extra environment (e.g. a push's quarantine object directory). */
  env?: Record<string, string | undefined>;
}

/**
 * Runs git in the repository `dir` with `input` on stdin and hands each stdout line to `onLine` until it
 * returns true (then git is stopped). Throws when git fails (unless stopped), times out, or cannot start.
 */
export function scanGitLines(
  dir: string,
  args: string[],
  input: string,
  onLine: (line: string) => boolean,
  opts: ScanOptions,
): Promise<{ stopped: boolean; overflow: boolean }> {
  const maxBytes = opts.maxBytes ?? Infinity;
  return new Promise((resolve, reject) => {
    const child = spawnGit(args, { gitDir: dir, ...(opts.env ? { env: opts.env } : {}) });
    let settled = false;
    let stopped = false;
    let overflow = false;
    let bytes = 0;
    let rest = '';
    let stderr = '';
    const finish = (error: Error | null): void => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      if (error) reject(error);
      else resolve({ stopped, overflow });
    };
    const halt = (): void => {
      child.stdout!.removeAllListeners('data');
      child.stdout!.destroy();
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    };
    const timer = setTimeout(() => {
      halt();
      finish(new GitExecError(`git ${args[0]} timed out after ${opts.timeoutMs} ms`, args, null, stderr));
    }, opts.timeoutMs);
    child.on('error', (error) => finish(new GitExecError(`git ${args[0]}: ${error.message}`, args, null, '')));
    child.stdin!.on('error', () => {}); // EPIPE once git stopped reading (or was stopped)
    child.stderr!.setEncoding('utf8');
    child.stderr!.on('data', (s: string) => {
      if (stderr.length < 4096) stderr += s;
    });
    child.stdout!.setEncoding('utf8');
    child.stdout!.on('data', (chunk: string) => {
      bytes += chunk.length;
      const lines = (rest + chunk).split('\n');
      rest = lines.pop()!;
      for (const line of lines) {
        if (line.length > 0 && onLine(line)) {
          stopped = true;
          break;
        }
      }
      if (!stopped && bytes > maxBytes) overflow = true;
      if (stopped || overflow) {
        halt();
        finish(null);
      }
    });
    child.on('close', (code) => {
      if (!stopped && !overflow && rest.length > 0 && onLine(rest)) stopped = true;
      if (stopped || overflow) return finish(null);
      if (code === 0) return finish(null);
      const first = stderr.trim().split('\n')[0] ?? '';
      finish(new GitExecError(`git ${args[0]} failed (${code ?? 'signal'}): ${first}`, args, code, stderr));
    });
    child.stdin!.end(input);
  });
}
