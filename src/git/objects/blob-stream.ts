/**
 * Streaming one blob out of a repository with `git cat-file blob <oid>`, optionally cut to a byte range.
 * Used for objects too large to buffer through the cat-file pool: memory stays at a few pipe chunks
 * whatever the blob size, and git is stopped as soon as the requested range has been sent.
 */
import type { ChildProcess } from 'node:child_process';
import { Readable } from 'node:stream';
import { gitArgs } from '../args.js';
import { GitExecError, spawnErrorMessage, spawnGit } from '../exec.js';

export interface BlobStreamOptions {
  /** First byte to emit (inclusive); default 0. */
  start?: number;
  /** Last byte to emit (inclusive); default: to the end of the blob. */
  end?: number;
}

/** Bytes `start..end` (inclusive) of blob `oid`, as a stream. Destroying the stream stops git. */
export class BlobStream extends Readable {
  readonly #child: ChildProcess;
  readonly #start: number;
  readonly #end: number;
  #pos = 0;
  #done = false;
  #stderr = '';

  constructor(gitDir: string, oid: string, opts: BlobStreamOptions = {}) {
    super();
    this.#start = opts.start ?? 0;
    this.#end = opts.end ?? Number.MAX_SAFE_INTEGER;
    this.#child = spawnGit(gitArgs(['cat-file', 'blob'], { oids: [oid], endOfOptions: false }), { gitDir });
    const out = this.#child.stdout!;
    out.on('data', (chunk: Buffer) => this.#onData(chunk));
    this.#child.stderr!.setEncoding('utf8');
    this.#child.stderr!.on('data', (s: string) => {
      this.#stderr = (this.#stderr + s).slice(-2048);
    });
    this.#child.stdin!.on('error', () => {});
    this.#child.stdin!.end();
    this.#child.on('error', (err) => this.#fail(`git cat-file: ${spawnErrorMessage(err, gitDir)}`, null));
    // Decide on exit, not on end of output: a failing git also ends its output (empty).
    this.#child.on('close', (code) => {
      if (code === 0) this.#finish();
      else this.#fail(`git cat-file blob ${oid} failed (${code})`, code);
    });
  }

  #onData(chunk: Buffer): void {
    if (this.#done) return;
    const from = this.#pos;
    const to = from + chunk.length; // exclusive
    this.#pos = to;
    if (to <= this.#start) return;
    const a = Math.max(0, this.#start - from);
    const b = Math.min(chunk.length, this.#end + 1 - from);
    if (b > a && !this.push(a === 0 && b === chunk.length ? chunk : chunk.subarray(a, b))) this.#child.stdout!.pause();
    if (this.#pos > this.#end) this.#finish();
  }

  #finish(): void {
    if (this.#done) return;
    this.#done = true;
    this.push(null);
    this.#stop();
  }

  #fail(message: string, code: number | null): void {
    if (this.#done) return;
    this.#done = true;
    this.#stop();
    this.destroy(new GitExecError(`${message}${this.#stderr ? `: ${this.#stderr.trim()}` : ''}`, ['cat-file', 'blob'], code, this.#stderr));
  }

  #stop(): void {
    if (this.#child.exitCode === null && this.#child.signalCode === null) this.#child.kill('SIGKILL');
    this.#child.stdout!.destroy();
  }

  override _read(): void {
    this.#child.stdout!.resume();
  }

  override _destroy(error: Error | null, callback: (error?: Error | null) => void): void {
    this.#done = true;
    this.#stop();
    callback(error);
  }
}

/** Bytes `start..end` (inclusive) of a blob, buffered. For bounded ranges of large blobs. */
export async function readBlobRange(gitDir: string, oid: string, start: number, end: number): Promise<Buffer> {
  const parts: Buffer[] = [];
  let length = 0;
  for await (const chunk of new BlobStream(gitDir, oid, { start, end })) {
    parts.push(chunk as Buffer);
    length += (chunk as Buffer).length;
  }
  return Buffer.concat(parts, length);
}
