/**
 * One persistent `git cat-file --batch-command` process: a FIFO of requests and a framer that cuts
 * its stdout (`<oid> <type> <size>\n<data>\n` or `<spec> missing\n`) into answers, across chunks.
 */
import type { ChildProcess } from 'node:child_process';
import { spawnErrorMessage, spawnGit } from '../exec.js';
import type { ObjectType } from './format.js';

export interface CatFileInfo {
  oid: string;
  type: ObjectType;
  size: number;
}
export interface CatFileObject extends CatFileInfo {
  data: Buffer;
}

export class CatFileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CatFileError';
  }
}
/** An abbreviated id that names more than one object (git answers `<spec> ambiguous`). */
export class AmbiguousSpecError extends CatFileError {
  constructor(readonly spec: string) {
    super(`${spec} is ambiguous`);
    this.name = 'AmbiguousSpecError';
  }
}
export class ObjectTooLargeError extends CatFileError {
  constructor(readonly info: CatFileInfo, limit: number) {
    super(`object ${info.oid} is ${info.size} bytes (limit ${limit})`);
    this.name = 'ObjectTooLargeError';
  }
}

export type Kind = 'contents' | 'info';
interface Request {
  kind: Kind;
  resolve(v: CatFileObject | CatFileInfo | null): void;
  reject(err: Error): void;
}

const HEADER_RE = /^([0-9a-f]{40}) (blob|tree|commit|tag) ([0-9]+)$/;
const MAX_HEADER = 1 << 20;

export function checkSpec(spec: string): void {
  if (spec.length === 0 || /[\n\r\0]/.test(spec)) {
    throw new CatFileError(`invalid object spec: ${JSON.stringify(spec)}`);
  }
}

/** One cat-file process: a FIFO of requests and a framer for its stdout. */
export class CatFileProcess {
  readonly #child: ChildProcess;
  readonly #queue: Request[] = [];
  #head = 0;
  #chunks: Buffer[] = [];
  #avail = 0;
  #body: { info: CatFileInfo; remaining: number; discard: boolean } | null = null;
  #stderr = '';
  #refed = true;
  state: 'ready' | 'closing' | 'dead' = 'ready';
  readonly exited: Promise<void>;

  constructor(
    readonly repoPath: string,
    private readonly maxObjectBytes: number,
    onExit: (p: CatFileProcess) => void,
  ) {
    this.#child = spawnGit(['cat-file', '--batch-command'], { gitDir: repoPath });
    this.#child.stdout!.on('data', (chunk: Buffer) => this.#onData(chunk));
    this.#child.stderr!.setEncoding('utf8');
    this.#child.stderr!.on('data', (s: string) => {
      this.#stderr = (this.#stderr + s).slice(-4096);
    });
    this.#child.stdin!.on('error', () => {}); // EPIPE: the close handler reports the failure
    this.exited = new Promise((resolve) => {
      let done = false;
      const finish = (why: string): void => {
        if (done) return;
        done = true;
        this.state = 'dead';
        this.#failAll(new CatFileError(`cat-file for ${repoPath} ${why}${this.#stderr ? `: ${this.#stderr.trim()}` : ''}`));
        onExit(this);
        resolve();
      };
      this.#child.on('error', (err) => finish(`failed: ${spawnErrorMessage(err, repoPath)}`));
      this.#child.on('close', (code, signal) => finish(`exited (${signal ?? code})`));
    });
    this.#setRef(false);
  }

  get pending(): number {
    return this.#queue.length - this.#head;
  }

  send(kind: Kind, specs: readonly string[]): Promise<Array<CatFileObject | CatFileInfo | null>> {
    if (this.state !== 'ready') return Promise.reject(new CatFileError('cat-file process is closing'));
    const promises = specs.map(
      (_, i) =>
        new Promise<CatFileObject | CatFileInfo | null>((resolve, reject) => {
          this.#queue.push({ kind, resolve, reject });
          if (i === 0) this.#setRef(true);
        }),
    );
    this.#child.stdin!.write(specs.map((s) => `${kind} ${s}\n`).join(''));
    return Promise.all(promises);
  }

  /** Graceful: git answers everything already sent, then exits on EOF. Killed after `graceMs`. */
  close(graceMs = 5000): Promise<void> {
    if (this.state === 'ready') {
      this.state = 'closing';
      this.#child.stdin!.end();
      this.#setRef(true); // keep the loop alive until it has exited: callers await that
      const t = setTimeout(() => this.#child.kill('SIGKILL'), graceMs);
      t.unref();
      void this.exited.then(() => clearTimeout(t));
    }
    return this.exited;
  }

  kill(): void {
    this.#child.kill('SIGKILL');
  }

  get pid(): number | undefined {
    return this.#child.pid;
  }

  // Idle processes must not keep the Node process alive (CLI commands, tests).
  #setRef(on: boolean): void {
    if (on === this.#refed) return;
    this.#refed = on;
    for (const h of [this.#child, this.#child.stdout, this.#child.stderr, this.#child.stdin]) {
      const handle = h as unknown as { ref?: () => void; unref?: () => void } | null;
      if (on) handle?.ref?.();
      else handle?.unref?.();
    }
  }

  #shift(): Request | undefined {
    const req = this.#queue[this.#head];
    if (req === undefined) return undefined;
    this.#queue[this.#head++] = undefined as unknown as Request;
    if (this.#head === this.#queue.length) {
      this.#queue.length = 0;
      this.#head = 0;
      if (this.state !== 'closing') this.#setRef(false);
    } else if (this.#head > 1024 && this.#head * 2 > this.#queue.length) {
      this.#queue.splice(0, this.#head);
      this.#head = 0;
    }
    return req;
  }

  #failAll(err: Error): void {
    for (let req = this.#shift(); req; req = this.#shift()) req.reject(err);
  }

  #onData(chunk: Buffer): void {
    this.#chunks.push(chunk);
    this.#avail += chunk.length;
    try {
      this.#drain();
    } catch (err) {
      // a framing error means we can no longer tell answers apart: fail everything, restart later
      this.#failAll(err as Error);
      this.state = 'dead';
      this.#child.kill('SIGKILL');
    }
  }

  #drain(): void {
    for (;;) {
      if (this.#body === null) {
        const line = this.#takeLine();
        if (line === null) return;
        const req = this.#queue[this.#head];
        if (!req) throw new CatFileError(`unexpected cat-file output: ${line.slice(0, 200)}`);
        const m = HEADER_RE.exec(line);
        if (!m) {
          // "<spec> missing" / "<spec> ambiguous": the spec may contain spaces, so match the tail
          if (line.endsWith(' ambiguous')) {
            this.#shift()!.reject(new AmbiguousSpecError(line.slice(0, -' ambiguous'.length)));
            continue;
          }
          if (!line.endsWith(' missing')) throw new CatFileError(`bad cat-file header: ${line.slice(0, 200)}`);
          this.#shift()!.resolve(null);
          continue;
        }
        const info: CatFileInfo = { oid: m[1]!, type: m[2] as ObjectType, size: Number(m[3]) };
        if (req.kind === 'info') {
          this.#shift()!.resolve(info);
          continue;
        }
        this.#body = { info, remaining: info.size + 1, discard: info.size > this.maxObjectBytes };
      }
      const body = this.#body;
      if (body.discard) {
        // drop the bytes as they come instead of buffering a huge object
        const n = Math.min(body.remaining, this.#avail);
        this.#take(n);
        body.remaining -= n;
        if (body.remaining > 0) return;
        this.#body = null;
        this.#shift()!.reject(new ObjectTooLargeError(body.info, this.maxObjectBytes));
        continue;
      }
      if (this.#avail < body.remaining) return;
      const data = this.#take(body.remaining);
      if (data[body.info.size] !== 0x0a) throw new CatFileError('cat-file framing error');
      this.#body = null;
      this.#shift()!.resolve({ ...body.info, data: data.subarray(0, body.info.size) });
    }
  }

  #takeLine(): string | null {
    let len = 0;
    for (const c of this.#chunks) {
      const idx = c.indexOf(0x0a);
      if (idx >= 0) return this.#take(len + idx + 1).toString('utf8', 0, len + idx);
      len += c.length;
    }
    if (len > MAX_HEADER) throw new CatFileError('cat-file header too long');
    return null;
  }

  /** Remove and return the next n buffered bytes (copied unless they are exactly one chunk). */
  #take(n: number): Buffer {
    this.#avail -= n;
    const first = this.#chunks[0];
    if (first && first.length === n) {
      this.#chunks.shift();
      return first;
    }
    const out = Buffer.allocUnsafe(n);
    let off = 0;
    while (off < n) {
      const c = this.#chunks[0]!;
      const k = Math.min(c.length, n - off);
      c.copy(out, off, 0, k);
      if (k === c.length) this.#chunks.shift();
      else this.#chunks[0] = c.subarray(k);
      off += k;
    }
    return out;
  }
}

