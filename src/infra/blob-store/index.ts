import type { Clock } from '../clock.js';
import { DiskBlobStore } from './disk.js';
import type { S3BlobStoreOptions } from './s3.js';
import type { BlobStore } from './types.js';

export { DiskBlobStore, STORAGE_PATH } from './disk.js';
export type { S3BlobStoreOptions } from './s3.js';
export { OBJECT_KEY, objectKey, type BlobStore, type LocalTransfers, type SignedQuery, type TransferAction } from './types.js';

export interface BlobStoreConfig {
  /** `<data dir>/lfs`, for the disk store. */
  dir: string;
  publicUrl: string;
  secretKey: Buffer;
  clock: Clock;
  /** Set: objects go to this S3-compatible store instead of the disk. */
  s3: S3BlobStoreOptions | null;
}

/**
 * The configured large-file store: S3 when configured, else the local disk. The AWS SDK is loaded only when S3 is
 * configured: it is a large part of a start's module loading, and most installs keep large files on disk.
 */
export async function createBlobStore(config: BlobStoreConfig): Promise<BlobStore> {
  if (config.s3) {
    const { S3BlobStore } = await import('./s3.js');
    return new S3BlobStore(config.s3);
  }
  return new DiskBlobStore({ dir: config.dir, publicUrl: config.publicUrl, secretKey: config.secretKey, clock: config.clock });
}
