/**
 * Blob contents: whole (JSON endpoint, 50 MB cap), ranges, raw streams. Small blobs come through the cat-file
 * pool and an in-memory cache keyed by (repository, object id); large ones are streamed by a dedicated git.
 */
import { Readable } from 'node:stream';
import { AppError, notFound } from '../../domain/errors.js';
import { BlobStream, readBlobRange } from '../../git/objects/blob-stream.js';
import { Lru } from '../../lib/lru.js';
import { BlobBody, BlobCache, isTextPrefix, SNIFF_BYTES } from './blob-cache.js';
import { FILE_LIMITS, type BlobTarget } from './types.js';

export interface RawBlob {
  size: number;
  text: boolean;
  /** The whole blob or the requested range. */
  body: Buffer | Readable;
}

export class BlobReader {
  readonly bodies = new BlobCache(FILE_LIMITS.cachedBlobBytes, FILE_LIMITS.blobCacheBytes);
  /** (repository, object id) → size, so a repeat read of a large blob skips the size probe. */
  readonly sizes = new Lru<string, number>(50_000);
  /** (repository, object id) → text or not, for blobs too large to buffer (sniffed from their first bytes). */
  readonly #streamedText = new Lru<string, boolean>(10_000);

  /** The blob's bytes when they are in memory already (the hot path: no await). */
  cached(blob: BlobTarget): BlobBody | undefined {
    return this.bodies.get(`${blob.repo.id}:${blob.oid}`);
  }

  async size(blob: BlobTarget): Promise<number> {
    const key = `${blob.repo.id}:${blob.oid}`;
    const body = this.bodies.get(key);
    if (body) return body.size;
    const known = this.sizes.get(key);
    if (known !== undefined) return known;
    const info = await blob.handle.objectInfo(blob.oid);
    if (!info || info.type !== 'blob') throw notFound(`blob ${blob.oid}`);
    this.sizes.set(key, info.size);
    return info.size;
  }

  /** The whole blob, for the JSON endpoint: 413 above FILE_LIMITS.jsonBlobBytes. */
  async readForJson(blob: BlobTarget): Promise<BlobBody> {
    const size = await this.size(blob);
    if (size > FILE_LIMITS.jsonBlobBytes) {
      throw new AppError(
        'PAYLOAD_TOO_LARGE',
        `'${blob.path}' is ${size} bytes, over the ${FILE_LIMITS.jsonBlobBytes}-byte limit of this endpoint: ` +
          'send a Range header (bytes=<start>-<end>) or download it from /raw',
        { size, limit: FILE_LIMITS.jsonBlobBytes },
      );
    }
    return this.load(blob);
  }

  /** Bytes start..end (inclusive) of a blob whose size is known; the caller has checked the bounds. */
  async readRange(blob: BlobTarget, size: number, start: number, end: number): Promise<Buffer> {
    if (size <= FILE_LIMITS.bufferedBlobBytes) return (await this.load(blob)).data.subarray(start, end + 1);
    return readBlobRange(blob.handle.dir, blob.oid, start, end);
  }

  /**
   * For the raw endpoint: the bytes (buffered when small, streamed by a dedicated git process when large) and
   * whether they are text. Large blobs are sniffed from their first 8 KB; buffered ones are checked whole.
   */
  async openRaw(blob: BlobTarget, size: number, range: { start: number; end: number } | null, withBody = true): Promise<RawBlob> {
    if (size <= FILE_LIMITS.bufferedBlobBytes) {
      const body = this.cached(blob) ?? (await this.load(blob));
      return { size, text: body.text, body: range ? body.data.subarray(range.start, range.end + 1) : body.data };
    }
    const dir = blob.handle.dir;
    const key = `${blob.repo.id}:${blob.oid}`;
    let text = this.#streamedText.get(key);
    if (text === undefined) {
      text = isTextPrefix(await readBlobRange(dir, blob.oid, 0, SNIFF_BYTES - 1), size <= SNIFF_BYTES);
      this.#streamedText.set(key, text);
    }
    // HEAD: no git process for bytes nobody will read
    const body = withBody ? new BlobStream(dir, blob.oid, range ?? {}) : Readable.from([]);
    return { size, text, body };
  }

  async load(blob: BlobTarget): Promise<BlobBody> {
    const key = `${blob.repo.id}:${blob.oid}`;
    const cached = this.bodies.get(key);
    if (cached) return cached;
    const object = await blob.handle.readObject(blob.oid);
    if (!object || object.type !== 'blob') throw notFound(`blob ${blob.oid}`);
    const body = new BlobBody(blob.oid, object.data);
    this.bodies.set(key, body);
    return body;
  }
}
