/**
 * Reading a pack's `.idx` (gitformat-pack(5), version 2, SHA-1): which objects a pack holds and where each one
 * starts. The push check (push-check.ts) needs exactly this for the one pack a push leaves in its quarantine:
 * objects a client sent lie before the end of what it sent, delta bases `index-pack --fix-thin` appended lie
 * after it. The index is kept as the file's bytes; lookups binary-search its sorted id table.
 */
import { readFile } from 'node:fs/promises';

const IDX_MAGIC = 0xff744f63;
const HEADER = 8;
const FANOUT = 256 * 4;
const OID_BYTES = 20;
const TRAILER = 2 * OID_BYTES;

export class PackIndexError extends Error {
  constructor(file: string, why: string) {
    super(`pack index ${file}: ${why}`);
    this.name = 'PackIndexError';
  }
}

export class PackIndex {
  readonly count: number;
  readonly #buf: Buffer;
  readonly #oids: number;
  readonly #offsets: number;
  readonly #large: number;

  private constructor(buf: Buffer, count: number) {
    this.#buf = buf;
    this.count = count;
    this.#oids = HEADER + FANOUT;
    // after the ids come one CRC32 per object, then the 4-byte offsets, then the 8-byte large offsets
    this.#offsets = this.#oids + count * OID_BYTES + count * 4;
    this.#large = this.#offsets + count * 4;
  }

  /** Parses a version-2 SHA-1 index; anything else (or a truncated file) throws PackIndexError. */
  static parse(buf: Buffer, file = '(buffer)'): PackIndex {
    if (buf.length < HEADER + FANOUT + TRAILER) throw new PackIndexError(file, 'too short');
    if (buf.readUInt32BE(0) !== IDX_MAGIC || buf.readUInt32BE(4) !== 2) throw new PackIndexError(file, 'not a version 2 index');
    const count = buf.readUInt32BE(HEADER + 255 * 4);
    const minimum = HEADER + FANOUT + count * (OID_BYTES + 4 + 4) + TRAILER;
    if (buf.length < minimum) throw new PackIndexError(file, 'truncated');
    const index = new PackIndex(buf, count);
    // 8-byte offsets are only referenced from the 4-byte table; the space they need must be there too
    const large = buf.length - TRAILER - index.#large;
    if (large < 0 || large % 8 !== 0) throw new PackIndexError(file, 'bad large-offset table (SHA-256 index?)');
    return index;
  }

  static async read(file: string): Promise<PackIndex> {
    return PackIndex.parse(await readFile(file), file);
  }

  /** The id of the i-th object in id order, as hex. */
  oidAt(i: number): string {
    const start = this.#oids + i * OID_BYTES;
    return this.#buf.toString('hex', start, start + OID_BYTES);
  }

  /** Byte offset of the i-th object (id order) in the pack. */
  offsetAt(i: number): number {
    const small = this.#buf.readUInt32BE(this.#offsets + i * 4);
    if ((small & 0x80000000) === 0) return small;
    const at = this.#large + (small & 0x7fffffff) * 8;
    if (at + 8 > this.#buf.length - TRAILER) throw new PackIndexError('(index)', 'large offset out of range');
    return Number(this.#buf.readBigUInt64BE(at));
  }

  /** Position of `oid` (40 hex digits) in id order, or -1. */
  find(oid: string): number {
    const key = Buffer.from(oid, 'hex');
    if (key.length !== OID_BYTES) return -1;
    let lo = key[0]! === 0 ? 0 : this.#buf.readUInt32BE(HEADER + (key[0]! - 1) * 4);
    let hi = this.#buf.readUInt32BE(HEADER + key[0]! * 4);
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      const start = this.#oids + mid * OID_BYTES;
      const cmp = this.#buf.compare(key, 0, OID_BYTES, start, start + OID_BYTES);
      if (cmp === 0) return mid;
      if (cmp < 0) lo = mid + 1;
      else hi = mid;
    }
    return -1;
  }

  /** Positions (id order) of the objects in the order they are stored in the pack. */
  positionsByOffset(): Uint32Array {
    const positions = new Uint32Array(this.count);
    const offsets = new Float64Array(this.count);
    for (let i = 0; i < this.count; i++) {
      positions[i] = i;
      offsets[i] = this.offsetAt(i);
    }
    return positions.sort((a, b) => offsets[a]! - offsets[b]!);
  }
}
