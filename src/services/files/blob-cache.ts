import { isUtf8 } from 'node:buffer';
import { Lru } from '../../lib/lru.js';

/** How many leading bytes are searched for a NUL byte when deciding text vs binary. */
export const SNIFF_BYTES = 8192;

/**
 * Text means: no NUL byte in the first 8 KB and valid UTF-8 throughout (like git's own NUL heuristic, plus
 * an encoding check so that text content can be returned as a JSON string without loss).
 */
function isText(data: Buffer): boolean {
  const nul = data.indexOf(0);
  if (nul >= 0 && nul < SNIFF_BYTES) return false;
  return isUtf8(data);
}

/**
 * Text check of a blob's first bytes only (for blobs streamed rather than buffered): a multi-byte UTF-8
 * sequence cut at the end of the sample is tolerated.
 */
export function isTextPrefix(head: Buffer, complete: boolean): boolean {
  if (head.indexOf(0) >= 0) return false;
  if (isUtf8(head)) return true;
  if (complete) return false;
  for (let cut = 1; cut <= 3 && cut < head.length; cut++) {
    if (isUtf8(head.subarray(0, head.length - cut))) return true;
  }
  return false;
}

/** A blob's bytes with its text decoding worked out once. */
export class BlobBody {
  #text: boolean | null = null;
  #etag: string | null = null;
  #utf8: string | null = null;
  #base64: string | null = null;
  /** The JSON response last built for this blob, and the path it names. */
  #json: { path: string; bytes: Buffer } | null = null;

  constructor(
    readonly oid: string,
    readonly data: Buffer,
  ) {}

  /** The ETag of a whole-blob read (`"blob-<id>"`), built once. */
  get etag(): string {
    return (this.#etag ??= `"blob-${this.oid}"`);
  }

  get text(): boolean {
    return (this.#text ??= isText(this.data));
  }

  get size(): number {
    return this.data.length;
  }

  utf8(): string {
    return (this.#utf8 ??= this.data.toString('utf8'));
  }

  base64(): string {
    return (this.#base64 ??= this.data.toString('base64'));
  }

  /**
   * The serialized JSON response for this blob read at `path`, built by `serialize` the first time and kept: the
   * response depends only on the blob and the path, so repeat reads skip encoding and escaping the content.
   */
  json(path: string, serialize: () => string): Buffer {
    if (this.#json?.path !== path) this.#json = { path, bytes: Buffer.from(serialize()) };
    return this.#json.bytes;
  }

  /** Approximate memory held, for the cache's byte budget (strings count 2 bytes per character). */
  get weight(): number {
    return this.data.length + 2 * ((this.#utf8?.length ?? 0) + (this.#base64?.length ?? 0)) + (this.#json?.bytes.length ?? 0) + 128;
  }
}

/**
 * Least-recently-used blob bodies keyed by (repository, object id), bounded by entry size and total bytes.
 * Objects are immutable, so entries never go stale; the repository is part of the key so an id is only
 * served from a repository that holds it.
 */
export class BlobCache {
  readonly #lru: Lru<string, BlobBody>;

  constructor(
    readonly maxEntryBytes: number,
    readonly maxTotalBytes: number,
  ) {
    this.#lru = new Lru(Infinity, maxTotalBytes);
  }

  get(key: string): BlobBody | undefined {
    return this.#lru.get(key);
  }

  set(key: string, body: BlobBody): void {
    if (body.size > this.maxEntryBytes) return;
    // leave room for the decoded string and the JSON response that are usually built right after
    this.#lru.set(key, body, body.weight + body.size * 4);
  }

  get bytes(): number {
    return this.#lru.weight;
  }

  get size(): number {
    return this.#lru.size;
  }
}
