/**
 * One stateless-rpc exchange with a spawned upload-pack / receive-pack: the request streams into stdin, the
 * answer streams out of stdout. The status is decided when git writes its first byte (200) or exits without
 * writing anything (then 4xx for requests git refused, 500 only for faults on our side).
 */
import type { ChildProcess } from 'node:child_process';
import { PassThrough, pipeline, type Readable, type Transform } from 'node:stream';
import { AppError } from '../../domain/errors.js';
import { PktLineError } from '../../git/protocol/pkt-line.js';

export interface RpcOptions {
  child: ChildProcess;
  /** The request body (decoded), streamed into stdin. */
  input: Readable;
  /** Checks inserted between input and stdin (pkt-line framing). */
  checks?: Transform[];
  signal?: AbortSignal;
  /**
   * What to do when the client goes away: 'kill' (read-only work) or 'finish' (let git end on its own once
   * stdin closes: a push whose pack arrived completely must get to update its refs).
   */
  onAbort: 'kill' | 'finish';
  /** Give up when the client sends nothing for this long while the request body is incomplete. */
  idleInputMs?: number;
  /** Runs after git exits and before the response ends (e.g. publishing push events). */
  after?: (code: number | null) => Promise<void>;
  log: (message: string, error?: unknown) => void;
}

const MAX_STDERR = 16 * 1024;
/** After a client disconnect, how long a push may take to finish before it is stopped. */
const FINISH_GRACE_MS = 60_000;
/** A client that stops sending mid-request for this long is treated as gone. */
const DEFAULT_IDLE_INPUT_MS = 10 * 60_000;

/** Failures that are ours, not the client's: reported as 500. */
const SERVER_FAULT_RE =
  /does not appear to be a git repository|not a git repository|no space left|permission denied|read-only file system|out of memory|unable to (create|write|open|read|lock|rename|mmap)|cannot (create|write|lock)|corrupt|fsync|too many open files/i;

function firstLine(stderr: string): string {
  return (stderr.split('\n').find((l) => l.trim().length > 0) ?? '').replace(/^fatal: /, '').slice(0, 300);
}

/** A request failure that is the client's (bad body, bad framing, body too large...). */
function clientFailure(error: unknown): AppError | null {
  if (error instanceof AppError) return error;
  if (error instanceof PktLineError) return new AppError('VALIDATION_ERROR', error.message);
  return null;
}

/** Resolves with the response body once git has written something (or exited cleanly); rejects with AppError. */
export function runRpc(opts: RpcOptions): Promise<Readable> {
  const { child, log } = opts;
  return new Promise<Readable>((resolve, reject) => {
    const out = new PassThrough();
    let started = false;
    let settled = false;
    let aborted = false;
    let inputError: unknown = null;
    let spawnError: Error | null = null;
    let stderr = '';
    const timers: NodeJS.Timeout[] = [];

    const succeed = (): void => {
      if (settled) return;
      settled = true;
      resolve(out);
    };
    const fail = (error: Error): void => {
      if (settled) return;
      settled = true;
      out.destroy();
      reject(error);
    };
    const kill = (signal: NodeJS.Signals): void => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    };
    const stop = (graceMs: number): void => {
      timers.push(setTimeout(() => kill('SIGTERM'), graceMs).unref());
      timers.push(setTimeout(() => kill('SIGKILL'), graceMs + 5_000).unref());
    };

    child.stderr!.setEncoding('utf8');
    child.stderr!.on('data', (s: string) => {
      if (stderr.length < MAX_STDERR) stderr += s.slice(0, MAX_STDERR - stderr.length);
    });
    child.stdin!.on('error', () => {}); // EPIPE when git stops reading; its exit status tells the story
    child.on('error', (error) => {
      spawnError = error;
      opts.input.destroy();
      // a spawn that failed outright may not report 'close'
      if (child.pid === undefined) {
        log('git-http: could not start git', error);
        fail(new AppError('INTERNAL_ERROR', 'could not start git'));
      }
    });

    pipeline([opts.input, ...(opts.checks ?? []), child.stdin!], (error) => {
      if (!error) return;
      inputError = error;
      // git sees its stdin close early and fails on its own; a bad request need not wait for that
      if (clientFailure(error) && opts.onAbort === 'kill') kill('SIGTERM');
    });

    // a client that stalls mid-request would otherwise hold a git process for as long as the socket lives
    const idleMs = opts.idleInputMs ?? DEFAULT_IDLE_INPUT_MS;
    let lastInput = Date.now();
    opts.input.on('data', () => (lastInput = Date.now()));
    const idleCheck = setInterval(() => {
      if (opts.input.readableEnded) clearInterval(idleCheck);
      else if (Date.now() - lastInput > idleMs) {
        clearInterval(idleCheck);
        opts.input.destroy(new AppError('TIMEOUT', 'client sent nothing for too long'));
        kill('SIGTERM');
        stop(0);
      }
    }, Math.min(idleMs, 30_000)).unref();

    child.stdout!.once('data', () => {
      started = true;
      succeed();
    });
    child.stdout!.pipe(out, { end: false });

    const onAbort = (): void => {
      aborted = true;
      opts.input.destroy();
      if (opts.onAbort === 'kill') {
        kill('SIGTERM');
        stop(0);
      } else stop(FINISH_GRACE_MS);
    };
    if (opts.signal?.aborted) onAbort();
    else opts.signal?.addEventListener('abort', onAbort, { once: true });

    child.on('close', (code, signal) => {
      clearInterval(idleCheck);
      for (const t of timers) clearTimeout(t);
      opts.signal?.removeEventListener('abort', onAbort);
      void (async () => {
        try {
          await opts.after?.(code);
        } catch (error) {
          log('git-http: post-processing failed', error);
        }
        if (started) {
          if (code !== 0 && !aborted) log(`git-http: ${child.spawnargs[1] ?? 'git'} exited ${code ?? signal} after output: ${firstLine(stderr)}`);
          out.end();
          return;
        }
        if (aborted) return fail(new AppError('VALIDATION_ERROR', 'client closed the request'));
        const mine = clientFailure(inputError);
        if (mine) return fail(mine);
        if (spawnError) {
          log('git-http: could not start git', spawnError);
          return fail(new AppError('INTERNAL_ERROR', 'could not start git'));
        }
        if (code === 0) {
          out.end();
          return succeed();
        }
        const message = firstLine(stderr);
        if (signal !== null || SERVER_FAULT_RE.test(stderr)) {
          log(`git-http: ${child.spawnargs[1] ?? 'git'} failed (${code ?? signal}): ${message}`);
          return fail(new AppError('INTERNAL_ERROR', 'git failed on the server'));
        }
        return fail(new AppError('VALIDATION_ERROR', message || 'git refused the request'));
      })();
    });
  });
}
