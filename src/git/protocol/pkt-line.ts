/**
 * git's pkt-line framing (gitprotocol-common): a 4-hex-digit length that counts itself, then the payload.
 * `0000` flush, `0001` delimiter and `0002` response-end are special; 0003 is invalid; the longest packet is
 * 65520 bytes including the header. Written from the protocol documentation.
 */
import { Readable, Transform, type TransformCallback } from 'node:stream';

const MAX_PKT_LEN = 65520;
export const MAX_PKT_DATA = MAX_PKT_LEN - 4;
export const FLUSH_PKT = Buffer.from('0000');
export const DELIM_PKT = Buffer.from('0001');

/** The input is not valid pkt-line framing (a client mistake). */
export class PktLineError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PktLineError';
  }
}

export type Pkt = { kind: 'data'; data: Buffer } | { kind: 'flush' } | { kind: 'delim' } | { kind: 'response-end' };

export function pktLine(payload: string | Uint8Array): Buffer {
  const data = typeof payload === 'string' ? Buffer.from(payload, 'utf8') : Buffer.from(payload);
  if (data.length > MAX_PKT_DATA) throw new RangeError(`pkt-line payload of ${data.length} bytes is too long`);
  const header = Buffer.from((data.length + 4).toString(16).padStart(4, '0'), 'latin1');
  return Buffer.concat([header, data]);
}

function hexDigit(c: number): number {
  if (c >= 0x30 && c <= 0x39) return c - 0x30;
  if (c >= 0x61 && c <= 0x66) return c - 0x61 + 10;
  if (c >= 0x41 && c <= 0x46) return c - 0x41 + 10;
  return -1;
}

/** The length field at `offset` (4 bytes must be available): 0, 1, 2 or 4..65520. Throws PktLineError. */
function pktLength(buf: Uint8Array, offset = 0): number {
  let n = 0;
  for (let i = 0; i < 4; i++) {
    const d = hexDigit(buf[offset + i]!);
    if (d < 0) throw new PktLineError('protocol error: bad pkt-line length header');
    n = n * 16 + d;
  }
  if (n === 3 || n > MAX_PKT_LEN) throw new PktLineError(`protocol error: bad pkt-line length ${n}`);
  return n;
}

function special(n: number): Pkt {
  return n === 0 ? { kind: 'flush' } : n === 1 ? { kind: 'delim' } : { kind: 'response-end' };
}

/** A request section was longer than the reader was allowed to buffer (not necessarily a client mistake). */
export class PktInspectLimitError extends PktLineError {
  constructor(limit: number) {
    super(`protocol error: request header section exceeds ${limit} bytes`);
    this.name = 'PktInspectLimitError';
  }
}

/** A complete buffer of pkt-lines. Throws PktLineError on bad framing or a truncated last packet. */
export function decodePktLines(buf: Buffer): Pkt[] {
  const out: Pkt[] = [];
  let pos = 0;
  while (pos < buf.length) {
    if (buf.length - pos < 4) throw new PktLineError('protocol error: truncated pkt-line header');
    const n = pktLength(buf, pos);
    if (n < 4) {
      out.push(special(n));
      pos += 4;
      continue;
    }
    if (pos + n > buf.length) throw new PktLineError('protocol error: truncated pkt-line');
    out.push({ kind: 'data', data: buf.subarray(pos + 4, pos + n) });
    pos += n;
  }
  return out;
}

/** A data packet's text without one trailing LF (git's "chomp"). */
export function pktText(pkt: Pkt): string | null {
  if (pkt.kind !== 'data') return null;
  const s = pkt.data.toString('utf8');
  return s.endsWith('\n') ? s.slice(0, -1) : s;
}

/** `data` cut into side-band packets on `band` (1 data, 2 progress, 3 error), within side-band-64k's size. */
export function sideBand(band: 1 | 2 | 3, data: Buffer): Buffer[] {
  const out: Buffer[] = [];
  const max = MAX_PKT_DATA - 1;
  for (let pos = 0; pos < data.length; pos += max) {
    out.push(pktLine(Buffer.concat([Buffer.of(band), data.subarray(pos, pos + max)])));
  }
  return out;
}

/**
 * Reads pkt-lines one at a time from the front of a byte stream, keeping every byte it has taken, so the
 * whole stream can be handed on unchanged afterwards (`replay()`): we inspect a request's first packets,
 * then give git the request exactly as the client sent it.
 */
export class PktStreamReader {
  readonly #seen: Buffer[] = [];
  #buf: Buffer = Buffer.alloc(0);
  #seenBytes = 0;
  #handedOff = false;

  constructor(
    private readonly source: Readable,
    /** Refuse (PktLineError) to buffer more than this many bytes while inspecting. */
    private readonly maxInspectBytes = 8 * 1024 * 1024,
  ) {}

  /** Bytes read from the source so far. */
  get bytesSeen(): number {
    return this.#seenBytes;
  }

  /** The next packet; null at a clean end of stream. Throws PktLineError on bad framing or truncation. */
  async next(): Promise<Pkt | null> {
    if (!(await this.#fill(4))) {
      if (this.#buf.length === 0) return null;
      throw new PktLineError('protocol error: truncated pkt-line header');
    }
    const n = pktLength(this.#buf);
    if (n < 4) {
      this.#buf = this.#buf.subarray(4);
      return special(n);
    }
    if (!(await this.#fill(n))) throw new PktLineError('protocol error: truncated pkt-line');
    const data = this.#buf.subarray(4, n);
    this.#buf = this.#buf.subarray(n);
    return { kind: 'data', data };
  }

  /**
   * Reads the source to its end (within the inspect limit: PktInspectLimitError past it) and returns every byte
   * seen. next() and replay() still work afterwards.
   */
  async readToEnd(): Promise<Buffer> {
    while (await this.#fill(this.#buf.length + 1));
    return Buffer.concat(this.#seen, this.#seenBytes);
  }

  /** Everything read so far followed by the rest of the source, as one stream (the reader is done). */
  replay(): Readable {
    return this.#handOff(Buffer.concat(this.#seen, this.#seenBytes));
  }

  /** The bytes not yet taken by next(), followed by the rest of the source. */
  rest(): Readable {
    return this.#handOff(this.#buf);
  }

  #handOff(head: Buffer): Readable {
    if (this.#handedOff) throw new Error('PktStreamReader: stream already handed off');
    this.#handedOff = true;
    const source = this.source;
    return Readable.from(
      (async function* () {
        if (head.length > 0) yield head;
        for await (const chunk of source) yield chunk as Buffer;
      })(),
      { objectMode: false },
    );
  }

  async #fill(min: number): Promise<boolean> {
    while (this.#buf.length < min) {
      const chunk = this.source.read() as Buffer | string | null;
      if (chunk !== null) {
        const b = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
        this.#seen.push(b);
        this.#seenBytes += b.length;
        if (this.#seenBytes > this.maxInspectBytes) {
          throw new PktInspectLimitError(this.maxInspectBytes);
        }
        this.#buf = this.#buf.length === 0 ? b : Buffer.concat([this.#buf, b]);
        continue;
      }
      if (this.source.errored) throw this.source.errored;
      if (this.source.readableEnded) return false;
      if (this.source.destroyed) throw new Error('request stream closed');
      await new Promise<void>((resolve) => {
        const done = (): void => {
          this.source.off('readable', done);
          this.source.off('end', done);
          this.source.off('error', done);
          this.source.off('close', done);
          resolve();
        };
        this.source.on('readable', done);
        this.source.on('end', done);
        this.source.on('error', done);
        this.source.on('close', done);
      });
    }
    return true;
  }
}

/**
 * A pass-through that checks pkt-line framing of the bytes flowing through it, so garbage is judged before
 * git sees it. With `untilFlush` it checks only up to the first flush-pkt (a push's command list; the pack
 * that follows is not pkt-line framed). Fails the stream with PktLineError on bad or truncated framing.
 */
export class PktFramingCheck extends Transform {
  #pending: Buffer = Buffer.alloc(0);
  /** Bytes still to skip of the current packet's payload. */
  #skip = 0;
  #done = false;
  failed = false;

  constructor(private readonly opts: { untilFlush?: boolean } = {}) {
    super();
  }

  override _transform(chunk: Buffer, _enc: BufferEncoding, callback: TransformCallback): void {
    if (!this.#done) {
      try {
        this.#scan(chunk);
      } catch (error) {
        this.failed = true;
        callback(error as Error);
        return;
      }
    }
    callback(null, chunk);
  }

  override _flush(callback: TransformCallback): void {
    if (!this.#done && (this.#skip > 0 || this.#pending.length > 0)) {
      this.failed = true;
      callback(new PktLineError('protocol error: request ends inside a pkt-line'));
      return;
    }
    callback();
  }

  #scan(chunk: Buffer): void {
    let pos = 0;
    if (this.#skip > 0) {
      const take = Math.min(this.#skip, chunk.length);
      this.#skip -= take;
      pos = take;
    }
    while (pos < chunk.length && !this.#done) {
      const need = 4 - this.#pending.length;
      const avail = chunk.length - pos;
      if (avail < need) {
        this.#pending = Buffer.concat([this.#pending, chunk.subarray(pos)]);
        return;
      }
      const header = this.#pending.length > 0 ? Buffer.concat([this.#pending, chunk.subarray(pos, pos + need)]) : chunk.subarray(pos, pos + 4);
      this.#pending = Buffer.alloc(0);
      pos += need;
      const n = pktLength(header);
      if (n === 0 && this.opts.untilFlush) {
        this.#done = true;
        return;
      }
      if (n >= 4) {
        const body = n - 4;
        const take = Math.min(body, chunk.length - pos);
        pos += take;
        this.#skip = body - take;
      }
    }
  }
}
