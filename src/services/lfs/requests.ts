/**
 * Reading LFS request bodies (the git-lfs batch, verify and locking APIs). Request-level problems — not JSON,
 * a missing or mistyped field — are 400; a malformed object inside a batch is that object's own 422, so the
 * rest of the batch still goes through (SPEC "Large-file storage").
 */
import { AppError, invalid } from '../../domain/errors.js';

export const OID_RE = /^[0-9a-f]{64}$/;

export interface BatchObject {
  oid: string;
  size: number;
}

/** An object as the client sent it: either usable, or the per-object error to answer with. */
export type BatchItem = { ok: true; object: BatchObject } | { ok: false; oid: unknown; size: unknown; message: string };

export interface BatchRequest {
  operation: 'upload' | 'download';
  items: BatchItem[];
  refName: string | null;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

function body(value: unknown): Record<string, unknown> {
  if (!isRecord(value)) throw invalid('request body must be a JSON object');
  return value;
}

/** `ref: {name}`, optional everywhere it appears. */
function refName(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  if (!isRecord(value) || typeof value.name !== 'string' || value.name.length > 1024) throw invalid('ref must be an object {name} with a string name');
  return value.name;
}

function isSize(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;
}

function item(value: unknown): BatchItem {
  if (!isRecord(value)) throw invalid('each entry of objects must be an object {oid, size}');
  const { oid, size } = value;
  if (typeof oid !== 'string' || !OID_RE.test(oid)) return { ok: false, oid, size, message: 'oid must be 64 lowercase hex characters (SHA-256)' };
  if (!isSize(size)) return { ok: false, oid, size, message: 'size must be a whole number of bytes, 0 or more' };
  return { ok: true, object: { oid, size } };
}

export function parseBatch(value: unknown): BatchRequest {
  const b = body(value);
  if (b.operation !== 'upload' && b.operation !== 'download') throw invalid("operation is required and must be 'upload' or 'download'");
  if (!Array.isArray(b.objects)) throw invalid('objects is required and must be an array');
  if (b.transfers !== undefined) {
    if (!Array.isArray(b.transfers) || b.transfers.some((t) => typeof t !== 'string')) throw invalid('transfers must be an array of strings');
    if (b.transfers.length > 0 && !b.transfers.includes('basic')) throw new AppError('UNPROCESSABLE', "only the 'basic' transfer is supported");
  }
  if (b.hash_algo !== undefined && b.hash_algo !== 'sha256') throw new AppError('UNPROCESSABLE', "only hash_algo 'sha256' is supported");
  return { operation: b.operation, items: b.objects.map(item), refName: refName(b.ref) };
}

export function parseVerify(value: unknown): BatchObject {
  const b = body(value);
  if (typeof b.oid !== 'string' || !OID_RE.test(b.oid)) throw invalid('oid is required: 64 lowercase hex characters (SHA-256)');
  if (!isSize(b.size)) throw invalid('size is required: a whole number of bytes, 0 or more');
  return { oid: b.oid, size: b.size };
}

/** A lock path: as git names files in a tree (relative, `/`-separated, no `.`/`..` segments). */
function lockPath(value: unknown): string {
  if (typeof value !== 'string' || value.length === 0) throw invalid('path is required: the file to lock, relative to the repository root');
  if (value.length > 4096) throw invalid('path is longer than 4096 characters');
  // eslint-disable-next-line no-control-regex
  if (value.startsWith('/') || value.endsWith('/') || /[\u0000]/.test(value) || value.split('/').some((s) => s === '' || s === '.' || s === '..')) {
    throw invalid('path must be relative to the repository root, without empty, . or .. segments');
  }
  return value;
}

export function parseCreateLock(value: unknown): { path: string; refName: string | null } {
  const b = body(value);
  return { path: lockPath(b.path), refName: refName(b.ref) };
}

export const LOCK_LIMIT = { default: 100, max: 100 } as const;

/** `limit` of lock lists: 1 to 100 (a query-string value or a JSON number). */
export function parseLimit(value: unknown): number {
  if (value === undefined || value === null || value === '') return LOCK_LIMIT.default;
  const n = typeof value === 'string' && /^\d{1,6}$/.test(value) ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isInteger(n) || n < 1 || n > LOCK_LIMIT.max) throw invalid(`limit must be a whole number from 1 to ${LOCK_LIMIT.max}`);
  return n;
}

export function parseVerifyLocks(value: unknown): { refName: string | null; limit: number; cursor: string | null } {
  const b = body(value ?? {});
  if (b.cursor !== undefined && b.cursor !== null && typeof b.cursor !== 'string') throw invalid('cursor must be a string from next_cursor');
  return { refName: refName(b.ref), limit: parseLimit(b.limit), cursor: typeof b.cursor === 'string' && b.cursor !== '' ? b.cursor : null };
}

export function parseUnlock(value: unknown): { force: boolean } {
  const b = body(value ?? {});
  if (b.force !== undefined && typeof b.force !== 'boolean') throw invalid('force must be true or false');
  return { force: b.force === true };
}
