import type { Clock } from '../clock.js';
import { DiskBlobStore } from './disk.js';
import { S3BlobStore, type S3BlobStoreOptions } from './s3.js';
import type { BlobStore } from './types.js';

export { DiskBlobStore, STORAGE_PATH } from './disk.js';
export { S3BlobStore, type S3BlobStoreOptions } from './s3.js';
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

/** The configured large-file store: S3 when configured, else the local disk. */
export function createBlobStore(config: BlobStoreConfig): BlobStore {
  if (config.s3) return new S3BlobStore(config.s3);
  return new DiskBlobStore({ dir: config.dir, publicUrl: config.publicUrl, secretKey: config.secretKey, clock: config.clock });
}
