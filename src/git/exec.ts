/**
 * Running the git CLI: argv arrays only (never a shell), a scrubbed environment, a timeout and an
 * output cap. Build argv with `gitArgs` from ./args.js so user values cannot become options.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { accessSync, constants, existsSync } from 'node:fs';
import { setPriority } from 'node:os';
import path from 'node:path';

export interface GitEnvOptions {
  /** Repository (sets GIT_DIR, so git never walks up into a parent repository). */
  gitDir?: string;
  /** Extra variables (e.g. GIT_PROTOCOL); applied last. */
  env?: Record<string, string | undefined>;
}

// A home without config: git must not read the service user's ~/.gitconfig, ~/.config/git/* etc.
const NEUTRAL_HOME = '/nonexistent/grove-git-home';

/**
 * The environment for every git child. Built from scratch (only PATH and a few locale/tmp variables
 * are inherited) so stray GIT_DIR / GIT_INDEX_FILE / GIT_CONFIG_* of the parent cannot leak in.
 */
export function gitEnv(opts: GitEnvOptions = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH ?? '/usr/local/bin:/usr/bin:/bin',
    HOME: NEUTRAL_HOME,
    XDG_CONFIG_HOME: NEUTRAL_HOME,
    GIT_CONFIG_NOSYSTEM: '1',
    GIT_CONFIG_GLOBAL: '/dev/null',
    GIT_TERMINAL_PROMPT: '0',
    GIT_NO_REPLACE_OBJECTS: '1',
    GIT_OPTIONAL_LOCKS: '0',
    LC_ALL: 'C',
    LANG: 'C',
  };
  if (process.env.TMPDIR) env.TMPDIR = process.env.TMPDIR;
  if (opts.gitDir !== undefined) env.GIT_DIR = opts.gitDir;
  for (const [k, v] of Object.entries(opts.env ?? {})) {
    if (v === undefined) delete env[k];
    else env[k] = v;
  }
  return env;
}

export interface GitExecOptions extends GitEnvOptions {
  /** Working directory; defaults to gitDir (if given) else the process cwd. */
  cwd?: string;
  /** Stop the process after this long; default 30 s. */
  timeoutMs?: number;
  /** Written to stdin, which is then closed. */
  input?: Buffer | string;
  /** Past this much stdout: fail (default), or with `keepFirstBytes` keep that much and let git finish. Default 64 MiB. */
  maxStdoutBytes?: number;
  keepFirstBytes?: boolean;
  signal?: AbortSignal;
  /**
   * Background work (repacks): git runs in its own process group at lower priority (`nice`), and a timeout or
   * abort signals the whole group (pack-objects and other children too), SIGTERM first so git removes its lock
   * files, SIGKILL after `killGraceMs` (default 5 s).
   */
  background?: { nice?: number; killGraceMs?: number };
}

export interface GitResult {
  code: number;
  stdout: Buffer;
  stderr: string;
}

export class GitExecError extends Error {
  constructor(
    message: string,
    readonly args: readonly string[],
    readonly code: number | null,
    readonly stderr: string,
  ) {
    super(message);
    this.name = 'GitExecError';
  }
}

const MAX_STDERR = 64 * 1024;

/** Node reports a missing cwd as "spawn git ENOENT", which reads like git is not installed. */
export function spawnErrorMessage(err: Error, cwd: string | undefined): string {
  if ((err as NodeJS.ErrnoException).code === 'ENOENT' && cwd !== undefined && !existsSync(cwd)) {
    return `directory does not exist: ${cwd}`;
  }
  return err.message;
}

let niceBinary: string | null | undefined;

/** Absolute path of `nice` on PATH (cached), or null. */
function findNice(): string | null {
  if (niceBinary === undefined) {
    niceBinary = null;
    for (const dir of (process.env.PATH ?? '/usr/bin:/bin').split(path.delimiter)) {
      const candidate = path.join(dir || '.', 'nice');
      try {
        accessSync(candidate, constants.X_OK);
        niceBinary = path.resolve(candidate);
        break;
      } catch {
        // not here
      }
    }
  }
  return niceBinary;
}

/**
 * Spawn git with our environment: the one way Grove starts git (cat-file pools, smart HTTP, background work).
 * With `background`, git gets its own process group and a lower priority (`nice -n N git …`: nice execs its
 * argv directly, no shell, and the priority applies before git starts so its children inherit it).
 */
export function spawnGit(args: readonly string[], opts: GitEnvOptions & { cwd?: string; background?: { nice?: number } } = {}): ChildProcess {
  const nice = opts.background?.nice ?? 0;
  const niceBin = nice ? findNice() : null;
  const child = spawn(niceBin ?? 'git', niceBin ? ['-n', String(nice), 'git', ...args] : args, {
    cwd: opts.cwd ?? opts.gitDir,
    env: gitEnv(opts),
    stdio: ['pipe', 'pipe', 'pipe'],
    shell: false,
    windowsHide: true,
    detached: opts.background !== undefined,
  });
  if (nice && !niceBin && child.pid !== undefined) {
    try {
      setPriority(child.pid, nice);
    } catch {
      // not permitted or already gone: run at normal priority
    }
  }
  return child;
}

/**
 * Run git to completion. Resolves with the exit code whatever it is (callers decide what a non-zero
 * code means); rejects only on spawn failure, timeout, abort or oversize output.
 */
export function runGit(args: readonly string[], opts: GitExecOptions = {}): Promise<GitResult> {
  const timeoutMs = opts.timeoutMs ?? 30_000;
  const maxStdout = opts.maxStdoutBytes ?? 64 * 1024 * 1024;
  const what = `git ${args.find((a) => !a.startsWith('-') && !a.includes('=')) ?? ''}`;
  return new Promise((resolve, reject) => {
    let child: ChildProcess;
    try {
      child = spawnGit(args, opts);
    } catch (err) {
      reject(err);
      return;
    }
    const out: Buffer[] = [];
    let outLen = 0;
    let errText = '';
    let settled = false;
    let failure: GitExecError | null = null;
    let killTimer: NodeJS.Timeout | null = null;
    const finish = (err: Error | null, code = 0): void => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      if (killTimer) clearTimeout(killTimer);
      opts.signal?.removeEventListener('abort', onAbort);
      if (err ?? failure) reject(err ?? failure);
      else resolve({ code, stdout: Buffer.concat(out, Math.min(outLen, maxStdout)), stderr: errText });
    };
    const signalGroup = (sig: NodeJS.Signals): void => {
      if (child.pid === undefined) return;
      try {
        process.kill(-child.pid, sig);
      } catch {
        // the group is gone
      }
    };
    const fail = (err: GitExecError): void => {
      if (settled || failure) return;
      if (opts.background) {
        // the whole group, gently first; the promise settles when git has exited
        failure = err;
        signalGroup('SIGTERM');
        killTimer = setTimeout(() => signalGroup('SIGKILL'), opts.background.killGraceMs ?? 5000);
        return;
      }
      // Settle at once on failure: a killed git's own children may hold the pipes open for a while.
      child.kill('SIGKILL');
      child.stdout!.destroy();
      child.stderr!.destroy();
      finish(err);
    };
    const timer = setTimeout(() => fail(new GitExecError(`${what} timed out after ${timeoutMs} ms`, args, null, errText)), timeoutMs);
    const onAbort = (): void => fail(new GitExecError(`${what} aborted`, args, null, errText));
    if (opts.signal?.aborted) onAbort();
    opts.signal?.addEventListener('abort', onAbort, { once: true });

    child.stdout!.on('data', (chunk: Buffer) => {
      if (outLen < maxStdout) out.push(chunk);
      outLen += chunk.length;
      if (outLen > maxStdout && !opts.keepFirstBytes) fail(new GitExecError(`${what} output exceeds ${maxStdout} bytes`, args, null, errText));
    });
    child.stderr!.setEncoding('utf8');
    child.stderr!.on('data', (s: string) => {
      if (errText.length < MAX_STDERR) errText += s.slice(0, MAX_STDERR - errText.length);
    });
    // EPIPE when git exits without reading all of its input: the exit code tells the story.
    child.stdin!.on('error', () => {});
    child.on('error', (err) => {
      failure = null;
      finish(new GitExecError(`${what}: ${spawnErrorMessage(err, opts.cwd ?? opts.gitDir)}`, args, null, ''));
    });
    child.on('close', (code, signal) => finish(null, code ?? (signal ? 128 : 1)));
    if (opts.input !== undefined) child.stdin!.end(opts.input);
    else child.stdin!.end();
  });
}

/** Run git and require exit code 0; returns stdout. */
export async function gitOk(args: readonly string[], opts: GitExecOptions = {}): Promise<Buffer> {
  const res = await runGit(args, opts);
  if (res.code !== 0) {
    const first = res.stderr.trim().split('\n')[0] ?? '';
    throw new GitExecError(`git ${args[0] ?? ''} failed (${res.code}): ${first}`, args, res.code, res.stderr);
  }
  return res.stdout;
}
