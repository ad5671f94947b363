/**
 * `git archive` of a commit (optionally only a path in it) as a stream: tar.gz or zip, every entry under a
 * top-level folder. Bounded by a timeout and a size cap: past either, git is stopped and the stream fails, so the
 * client sees a broken transfer rather than a short archive it could take for whole.
 */
import type { ChildProcess } from 'node:child_process';
import { PassThrough, type Readable } from 'node:stream';
import { gitArgs } from '../args.js';
import { GitExecError, spawnErrorMessage, spawnGit } from '../exec.js';

export type ArchiveFormat = 'tar.gz' | 'zip';

export interface ArchiveOptions {
  format: ArchiveFormat;
  /** Folder every entry is put under (`name/`); built by Grove, not taken from the request. */
  prefix: string;
  /** Only this path of the commit (validated; a literal path, never a pathspec with magic); '' for everything. */
  path: string;
  timeoutMs: number;
  maxBytes: number;
}

/**
 * Starts git and resolves once the archive's first bytes arrive (so a failure to start is an error, not an empty
 * 200). `onEnd` runs once git has exited, whatever happened.
 */
export function archiveStream(dir: string, commit: string, opts: ArchiveOptions, onEnd: () => void): Promise<Readable> {
  if (!/^[^-][^\0\n]*\/$/.test(opts.prefix)) throw new Error(`invalid archive prefix: ${opts.prefix}`);
  // git archive in 2.39 does not take --end-of-options before `--`: the commit is a validated full id
  const argv = gitArgs(['archive', `--format=${opts.format}`, `--prefix=${opts.prefix}`], {
    oids: [commit],
    paths: opts.path === '' ? [] : [opts.path],
    endOfOptions: false,
  });
  let child: ChildProcess;
  try {
    child = spawnGit(argv, { gitDir: dir, env: { GIT_LITERAL_PATHSPECS: '1' } });
  } catch (error) {
    onEnd();
    return Promise.reject(error instanceof Error ? error : new Error(String(error)));
  }
  const out = new PassThrough();
  let sent = 0;
  let started = false;
  let stderr = '';
  return new Promise<Readable>((resolve, reject) => {
    const fail = (error: Error): void => {
      child.kill('SIGKILL');
      if (started) out.destroy(error);
      else reject(error);
    };
    const timer = setTimeout(() => fail(new GitExecError(`git archive timed out after ${opts.timeoutMs} ms`, argv, null, stderr)), opts.timeoutMs);
    child.stderr!.setEncoding('utf8');
    child.stderr!.on('data', (s: string) => {
      if (stderr.length < 4096) stderr += s;
    });
    child.stdout!.on('data', (chunk: Buffer) => {
      sent += chunk.length;
      if (sent > opts.maxBytes) {
        fail(new GitExecError(`git archive output exceeds ${opts.maxBytes} bytes`, argv, null, stderr));
        return;
      }
      if (!out.write(chunk)) child.stdout!.pause();
      if (!started) {
        started = true;
        resolve(out);
      }
    });
    out.on('drain', () => child.stdout!.resume());
    // the client went away: stop git
    out.on('close', () => child.kill('SIGKILL'));
    child.on('error', (error) => fail(new GitExecError(`git archive: ${spawnErrorMessage(error, dir)}`, argv, null, '')));
    child.on('close', (code) => {
      clearTimeout(timer);
      onEnd();
      if (code === 0) {
        if (!started) {
          started = true;
          resolve(out);
        }
        out.end();
      } else fail(new GitExecError(`git archive failed (${code ?? 'signal'}): ${stderr.trim().split('\n')[0] ?? ''}`, argv, code, stderr));
    });
    child.stdin!.end();
  });
}
