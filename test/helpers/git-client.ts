// The git CLI for tests, run one way everywhere: a clean environment (no user or system config, no prompts, no
// inherited GIT_* variables, a fixed identity) so a test sees the same git whatever the machine's own setup is.
import { execFile, spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { gitEnv } from '../../src/git/exec.js';

/** Author and committer of what tests commit with the git CLI. */
export const TEST_IDENTITY = { name: 'Dev', email: 'dev@example.com' } as const;

// Room for packs and big blobs: a test that reads one must not fail on the buffer.
const MAX_BUFFER = 1 << 28;

export interface CleanEnvOptions {
  /** HOME, for a client that keeps state there; by default the server's neutral home (nothing in it). */
  home?: string;
  /** The repository (GIT_DIR), whatever the working directory. */
  gitDir?: string;
  /** Author and committer date (`<epoch> <tz>`), for commits with fixed ids; by default now. */
  date?: string;
  /** More variables, applied last; undefined removes one. */
  env?: Record<string, string | undefined>;
}

/** The server's own scrubbed git environment (src/git/exec.ts), plus a test identity. */
export function cleanGitEnv(opts: CleanEnvOptions = {}): NodeJS.ProcessEnv {
  return gitEnv({
    ...(opts.gitDir === undefined ? {} : { gitDir: opts.gitDir }),
    env: {
      ...(opts.home === undefined ? {} : { HOME: opts.home }),
      GIT_AUTHOR_NAME: TEST_IDENTITY.name,
      GIT_AUTHOR_EMAIL: TEST_IDENTITY.email,
      GIT_COMMITTER_NAME: TEST_IDENTITY.name,
      GIT_COMMITTER_EMAIL: TEST_IDENTITY.email,
      ...(opts.date === undefined ? {} : { GIT_AUTHOR_DATE: opts.date, GIT_COMMITTER_DATE: opts.date }),
      ...opts.env,
    },
  });
}

export interface GitCallOptions extends CleanEnvOptions {
  cwd?: string;
  /** Written to stdin, which is then closed. */
  input?: string | Buffer;
}

export interface GitRun {
  code: number;
  stdout: string;
  stderr: string;
}

/** A git command that exited non-zero; the message carries git's stderr. */
export class GitFailed extends Error {
  constructor(
    readonly args: readonly string[],
    readonly code: number,
    readonly stderr: string,
  ) {
    super(`git ${args.join(' ')} failed (${code}):\n${stderr}`);
    this.name = 'GitFailed';
  }
}

function spawnGit(args: string[], opts: GitCallOptions): { code: number; stdout: Buffer; stderr: string } {
  const res = spawnSync('git', args, {
    cwd: opts.cwd,
    env: cleanGitEnv(opts),
    maxBuffer: MAX_BUFFER,
    ...(opts.input === undefined ? {} : { input: opts.input }),
  });
  if (res.error) throw res.error;
  return { code: res.status ?? 128, stdout: res.stdout, stderr: res.stderr.toString('utf8') };
}

/** git, synchronously: its exact stdout as bytes; throws GitFailed on a non-zero exit. */
export function gitBytes(args: string[], opts: GitCallOptions = {}): Buffer {
  const res = spawnGit(args, opts);
  if (res.code !== 0) throw new GitFailed(args, res.code, res.stderr);
  return res.stdout;
}

/** git, synchronously: its exact stdout as text (not trimmed); throws GitFailed on a non-zero exit. */
export function gitSync(args: string[], opts: GitCallOptions = {}): string {
  return gitBytes(args, opts).toString('utf8');
}

/** git, synchronously, for a test that looks at the exit code itself: never throws on one. */
export function runGitSync(args: string[], opts: GitCallOptions = {}): GitRun {
  const res = spawnGit(args, opts);
  return { code: res.code, stdout: res.stdout.toString('utf8'), stderr: res.stderr };
}

export interface GitAsyncOptions extends GitCallOptions {
  /** How stdout and stderr are decoded; latin1 keeps every byte. Default utf8. */
  encoding?: 'utf8' | 'latin1';
}

/**
 * git without blocking this process: needed whenever git talks to a server running in this process. Resolves
 * with the exit code and output, whatever the exit code.
 */
export function gitAsync(args: string[], opts: GitAsyncOptions = {}): Promise<GitRun> {
  return new Promise((resolve) => {
    const child = execFile(
      'git',
      args,
      { cwd: opts.cwd, env: cleanGitEnv(opts), maxBuffer: MAX_BUFFER, encoding: opts.encoding ?? 'utf8' },
      (error, stdout, stderr) => resolve({ code: error ? (typeof error.code === 'number' ? error.code : 1) : 0, stdout, stderr }),
    );
    child.stdin!.end(opts.input);
  });
}

/** gitAsync that throws GitFailed on a non-zero exit; stdout trimmed. */
export async function gitAsyncOk(args: string[], opts: GitAsyncOptions = {}): Promise<string> {
  const res = await gitAsync(args, opts);
  if (res.code !== 0) throw new GitFailed(args, res.code, res.stderr);
  return res.stdout.trim();
}

/** Where a client command runs: a working directory, or options (the client's HOME stays). */
export type GitWhere = string | Omit<GitAsyncOptions, 'home'>;

/**
 * The git CLI as a user's client would run it against Grove: HOME is `home`, no credential helper (credentials
 * travel in the URL, see remoteUrl), `git init` makes `main`, no detached-HEAD advice. Output is latin1, so a
 * test can compare bytes. Commands run in `home` unless told otherwise.
 */
export function gitClient(home: string) {
  const base = ['-c', 'credential.helper=', '-c', 'init.defaultBranch=main', '-c', 'advice.detachedHead=false'];
  const options = (where: GitWhere, input: Buffer | string | undefined): GitAsyncOptions => {
    const opts = typeof where === 'string' ? { cwd: where } : { cwd: home, ...where };
    return { encoding: 'latin1', ...opts, home, ...(input === undefined ? {} : { input }) };
  };
  const run = (args: string[], where: GitWhere = home, input?: Buffer | string): Promise<GitRun> => gitAsync([...base, ...args], options(where, input));
  const ok = async (args: string[], where: GitWhere = home, input?: Buffer | string): Promise<string> => {
    const res = await run(args, where, input);
    if (res.code !== 0) throw new GitFailed(args, res.code, res.stderr);
    return res.stdout.trim();
  };
  /** Synchronous, binary stdout (packs): only for commands that do not talk to the server. */
  const bytes = (args: string[], cwd: string, input?: Buffer | string): Buffer => gitBytes([...base, ...args], { cwd, home, input: input ?? '' });
  /** Writes `file` in the work tree at `cwd` and commits it; returns the new HEAD. */
  const commitFile = async (cwd: string, file: string, content: string | Buffer, message = `edit ${file}`): Promise<string> => {
    writeFileSync(path.join(cwd, file), content);
    await ok(['add', file], cwd);
    await ok(['commit', '-q', '-m', message], cwd);
    return ok(['rev-parse', 'HEAD'], cwd);
  };
  return { run, ok, bytes, commitFile };
}

export type GitClient = ReturnType<typeof gitClient>;

/** A Grove listening on 127.0.0.1, as git clients reach it. */
export interface GitRemote {
  port: number;
  org: string;
  key: string;
}

/**
 * The smart-HTTP address of `<org>/<slug>.git` with credentials in it, as tests hand it to git: `user:secret`
 * (by default the organization and its key), or none with `creds: null`.
 */
export function remoteUrl(server: GitRemote, slug: string, opts: { org?: string; creds?: string | null } = {}): string {
  const org = opts.org ?? server.org;
  const creds = opts.creds === undefined ? `${org}:${server.key}` : opts.creds;
  return `http://${creds === null ? '' : `${creds}@`}127.0.0.1:${server.port}/${org}/${slug}.git`;
}
