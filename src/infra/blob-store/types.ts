/**
 * Where large-file (LFS) objects live. Grove never streams LFS bytes through its own API: a client gets
 * presigned transfer addresses (SPEC `{storage_url}`) and talks to the store directly. Two stores exist: the
 * local disk, whose presigned addresses Grove serves itself (./disk.ts), and any S3-compatible service (./s3.ts).
 */
import type { Readable } from 'node:stream';

/** One presigned transfer, as the LFS batch API hands it out (`actions.upload` / `actions.download`). */
export interface TransferAction {
  href: string;
  header: Record<string, string>;
  /** Seconds the address stays valid. */
  expiresIn: number;
}

/** SPEC Limits: upload addresses live 900 s, download addresses 3,600 s. */
export const UPLOAD_URL_SECONDS = 900;
export const DOWNLOAD_URL_SECONDS = 3_600;

/** What the disk store's own transfer addresses carry (besides the object key in the path). */
export interface SignedQuery {
  expires: string | undefined;
  size: string | undefined;
  signature: string | undefined;
}

/** The transfers Grove serves itself (disk store only). */
export interface LocalTransfers {
  /** PUT of an upload address: the body is stored if its SHA-256 and length match the key's object. */
  put(key: string, query: SignedQuery, body: Readable): Promise<void>;
  /** GET of a download address: the object's bytes and length. */
  get(key: string, query: SignedQuery): Promise<{ body: Readable; size: number }>;
}

export interface BlobStore {
  readonly kind: 'disk' | 's3';
  /**
   * True when the store itself checked every object's SHA-256 and size as it was written (the disk store);
   * otherwise the bytes must be read back and hashed before an object is accepted.
   */
  readonly verifiesOnWrite: boolean;
  /** Size of a stored object, or null when there is none. */
  size(key: string): Promise<number | null>;
  uploadAction(key: string, size: number): Promise<TransferAction>;
  downloadAction(key: string, size: number): Promise<TransferAction>;
  /** The stored bytes (for checking an object written by someone else). */
  read(key: string): Promise<Readable>;
  delete(key: string): Promise<void>;
  /** Removes every object of a repository (it was deleted). */
  deleteRepository(repoId: string): Promise<void>;
  /** Present only when Grove serves the transfer addresses itself. */
  readonly local: LocalTransfers | null;
  close(): Promise<void>;
}

/** An object key: `<repository id>/<64-hex SHA-256>`. Objects are kept per repository (docs/api-decisions.md). */
export const OBJECT_KEY = /^([a-z]+_[0-9a-z]{26})\/([0-9a-f]{64})$/;

export function objectKey(repoId: string, oid: string): string {
  return `${repoId}/${oid}`;
}
