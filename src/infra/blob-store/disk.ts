/**
 * The default large-file store: files under `<data dir>/lfs/objects/<repository id>/<aa>/<bb>/<oid>`, written
 * through a temporary file that is hashed as it is written, fsynced, and renamed into place only when its
 * SHA-256 and length are the object's — so a stored object is always complete and correct, even after a crash.
 * Its transfer addresses are Grove's own (`<public url>/_lfs/storage/<key>`), HMAC-signed (./signed-url.ts).
 */
import { createHash, randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, open, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { AppError } from '../../domain/errors.js';
import type { Clock } from '../clock.js';
import { SignedUrlError, UrlSigner, type SignedMethod } from './signed-url.js';
import { DOWNLOAD_URL_SECONDS, OBJECT_KEY, UPLOAD_URL_SECONDS, type BlobStore, type LocalTransfers, type SignedQuery, type TransferAction } from './types.js';

export interface DiskBlobStoreOptions {
  /** Root directory of the objects (`<data dir>/lfs`). */
  dir: string;
  /** Base of the transfer addresses: Grove's public URL. */
  publicUrl: string;
  secretKey: Buffer;
  clock: Clock;
}

/** Upload bytes are written to disk in runs of this size; downloads are read in chunks of this size. */
const WRITE_RUN_BYTES = 1024 * 1024;
const READ_CHUNK_BYTES = 1024 * 1024;

/** Where the disk store's transfer addresses live (served by src/http/lfs). */
export const STORAGE_PATH = '/_lfs/storage';

function parseKey(key: string): { repoId: string; oid: string } {
  const m = OBJECT_KEY.exec(key);
  if (!m) throw new AppError('NOT_FOUND', 'no such object');
  return { repoId: m[1]!, oid: m[2]! };
}

async function fsyncDir(dir: string): Promise<void> {
  const fh = await open(dir, 'r');
  try {
    await fh.sync();
  } finally {
    await fh.close();
  }
}

export class DiskBlobStore implements BlobStore {
  readonly kind = 'disk';
  readonly verifiesOnWrite = true;
  readonly local: LocalTransfers;
  readonly #signer: UrlSigner;

  constructor(private readonly options: DiskBlobStoreOptions) {
    this.#signer = new UrlSigner(options.secretKey, options.clock);
    this.local = { put: (key, query, body) => this.#put(key, query, body), get: (key, query) => this.#get(key, query) };
  }

  #file(key: string): string {
    const { repoId, oid } = parseKey(key);
    return path.join(this.options.dir, 'objects', repoId, oid.slice(0, 2), oid.slice(2, 4), oid);
  }

  #action(method: SignedMethod, key: string, size: number, seconds: number): TransferAction {
    parseKey(key);
    const href = `${this.options.publicUrl}${STORAGE_PATH}/${key}?${this.#signer.sign(method, key, size, seconds)}`;
    return { href, header: {}, expiresIn: seconds };
  }

  async size(key: string): Promise<number | null> {
    try {
      const info = await stat(this.#file(key));
      return info.isFile() ? info.size : null;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  uploadAction(key: string, size: number): Promise<TransferAction> {
    return Promise.resolve(this.#action('PUT', key, size, UPLOAD_URL_SECONDS));
  }

  downloadAction(key: string, size: number): Promise<TransferAction> {
    return Promise.resolve(this.#action('GET', key, size, DOWNLOAD_URL_SECONDS));
  }

  read(key: string): Promise<Readable> {
    return Promise.resolve(createReadStream(this.#file(key)));
  }

  async delete(key: string): Promise<void> {
    await rm(this.#file(key), { force: true });
  }

  async deleteRepository(repoId: string): Promise<void> {
    if (!/^[a-z]+_[0-9a-z]{26}$/.test(repoId)) return;
    await rm(path.join(this.options.dir, 'objects', repoId), { recursive: true, force: true });
  }

  close(): Promise<void> {
    return Promise.resolve();
  }

  #check(method: SignedMethod, key: string, query: SignedQuery): number {
    try {
      return this.#signer.check(method, key, query);
    } catch (error) {
      if (error instanceof SignedUrlError) throw new AppError('FORBIDDEN', error.message);
      throw error;
    }
  }

  async #put(key: string, query: SignedQuery, body: Readable): Promise<void> {
    const file = this.#file(key);
    const size = this.#check('PUT', key, query);
    const { oid } = parseKey(key);
    await mkdir(path.dirname(file), { recursive: true });
    const tmp = `${file}.tmp-${randomBytes(6).toString('hex')}`;
    const fh = await open(tmp, 'wx', 0o644);
    let renamed = false;
    try {
      const hash = createHash('sha256');
      let written = 0;
      // network chunks are small (16–64 KiB): writing them in 1 MiB runs costs a fraction of the thread-pool trips
      let pending: Buffer[] = [];
      let pendingBytes = 0;
      const flush = async () => {
        if (pendingBytes === 0) return;
        const run = pending.length === 1 ? pending[0]! : Buffer.concat(pending, pendingBytes);
        pending = [];
        pendingBytes = 0;
        await fh.write(run);
      };
      for await (const chunk of body as AsyncIterable<Buffer>) {
        written += chunk.length;
        if (written > size) throw new AppError('UNPROCESSABLE', `the upload is longer than the object's size (${size} bytes)`);
        hash.update(chunk);
        pending.push(chunk);
        pendingBytes += chunk.length;
        if (pendingBytes >= WRITE_RUN_BYTES) await flush();
      }
      await flush();
      if (written !== size) throw new AppError('UNPROCESSABLE', `the upload has ${written} bytes; the object has ${size}`);
      if (hash.digest('hex') !== oid) throw new AppError('UNPROCESSABLE', 'the uploaded bytes do not hash to the object id (SHA-256)');
      await fh.sync();
      await fh.close();
      await rename(tmp, file);
      renamed = true;
      await fsyncDir(path.dirname(file));
    } finally {
      await fh.close().catch(() => {});
      if (!renamed) await rm(tmp, { force: true });
    }
  }

  async #get(key: string, query: SignedQuery): Promise<{ body: Readable; size: number }> {
    const file = this.#file(key);
    const size = this.#check('GET', key, query);
    const actual = await this.size(key);
    if (actual === null || actual !== size) throw new AppError('NOT_FOUND', 'no such object');
    // opened before answering, so a missing file is a 404 rather than a cut-off 200
    const fh = await open(file, 'r');
    return { body: fh.createReadStream({ highWaterMark: READ_CHUNK_BYTES }), size };
  }
}
