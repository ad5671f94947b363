/**
 * Large-file objects in any S3-compatible store (AWS S3, MinIO, Ceph…). Transfer addresses are presigned by
 * the AWS SDK (signature v4, query-string form), so clients upload and download without Grove in the path.
 * The store does not check what a client uploads: the verify step reads the object back and hashes it
 * (`verifiesOnWrite` false).
 */
import { DeleteObjectCommand, DeleteObjectsCommand, GetObjectCommand, HeadObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { Readable } from 'node:stream';
import { DOWNLOAD_URL_SECONDS, UPLOAD_URL_SECONDS, type BlobStore, type TransferAction } from './types.js';

export interface S3BlobStoreOptions {
  bucket: string;
  region: string;
  /** For S3-compatible services other than AWS; null = AWS. */
  endpoint: string | null;
  /** Path-style addresses (`<endpoint>/<bucket>/<key>`), which most non-AWS services need. */
  forcePathStyle: boolean;
  /** Static credentials; null = the SDK's default chain (environment, instance profile…). */
  credentials: { accessKeyId: string; secretAccessKey: string } | null;
  /** Prepended to every object key (e.g. `lfs/`). */
  prefix: string;
}

function isNotFound(error: unknown): boolean {
  if (!(error instanceof S3ServiceException)) return false;
  return error.name === 'NotFound' || error.name === 'NoSuchKey' || error.$metadata.httpStatusCode === 404;
}

export class S3BlobStore implements BlobStore {
  readonly kind = 's3';
  readonly verifiesOnWrite = false;
  readonly local = null;
  readonly #client: S3Client;

  constructor(private readonly options: S3BlobStoreOptions) {
    this.#client = new S3Client({
      region: options.region,
      forcePathStyle: options.forcePathStyle,
      ...(options.endpoint ? { endpoint: options.endpoint } : {}),
      ...(options.credentials ? { credentials: options.credentials } : {}),
      // Otherwise the SDK adds checksum parameters of an empty body to presigned uploads, which then fail.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  #key(key: string): string {
    return `${this.options.prefix}${key}`;
  }

  async size(key: string): Promise<number | null> {
    try {
      const head = await this.#client.send(new HeadObjectCommand({ Bucket: this.options.bucket, Key: this.#key(key) }));
      return head.ContentLength ?? 0;
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  async uploadAction(key: string, _size: number): Promise<TransferAction> {
    const command = new PutObjectCommand({ Bucket: this.options.bucket, Key: this.#key(key) });
    const href = await getSignedUrl(this.#client, command, { expiresIn: UPLOAD_URL_SECONDS });
    return { href, header: {}, expiresIn: UPLOAD_URL_SECONDS };
  }

  async downloadAction(key: string, _size: number): Promise<TransferAction> {
    const command = new GetObjectCommand({ Bucket: this.options.bucket, Key: this.#key(key) });
    const href = await getSignedUrl(this.#client, command, { expiresIn: DOWNLOAD_URL_SECONDS });
    return { href, header: {}, expiresIn: DOWNLOAD_URL_SECONDS };
  }

  async read(key: string): Promise<Readable> {
    const object = await this.#client.send(new GetObjectCommand({ Bucket: this.options.bucket, Key: this.#key(key) }));
    return object.Body as Readable;
  }

  async delete(key: string): Promise<void> {
    await this.#client.send(new DeleteObjectCommand({ Bucket: this.options.bucket, Key: this.#key(key) }));
  }

  async deleteRepository(repoId: string): Promise<void> {
    const Prefix = this.#key(`${repoId}/`);
    let token: string | undefined;
    do {
      const page = await this.#client.send(new ListObjectsV2Command({ Bucket: this.options.bucket, Prefix, ...(token ? { ContinuationToken: token } : {}) }));
      const keys = (page.Contents ?? []).flatMap((o) => (o.Key ? [{ Key: o.Key }] : []));
      if (keys.length > 0) await this.#client.send(new DeleteObjectsCommand({ Bucket: this.options.bucket, Delete: { Objects: keys, Quiet: true } }));
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  close(): Promise<void> {
    this.#client.destroy();
    return Promise.resolve();
  }
}
