/** Conditional-request and byte-range helpers for the file endpoints (RFC 9110 §13, §14). */

/** Commit ids never change what they name: a year and `immutable`. Refs can move: a minute. */
const CACHE_CONTROL = {
  public: { immutable: 'public, max-age=31536000, immutable', ref: 'public, max-age=60' },
  private: { immutable: 'private, max-age=31536000, immutable', ref: 'private, max-age=60' },
} as const;

export function cacheControl(visibility: 'public' | 'private', immutable: boolean): string {
  return immutable ? CACHE_CONTROL[visibility].immutable : CACHE_CONTROL[visibility].ref;
}

/** If-None-Match with weak comparison (`W/` ignored on both sides); `*` matches any current representation. */
export function ifNoneMatch(header: string | string[] | undefined, etag: string): boolean {
  if (header === undefined) return false;
  const value = Array.isArray(header) ? header.join(',') : header;
  const opaque = etag.startsWith('W/') ? etag.slice(2) : etag;
  for (const part of value.split(',')) {
    const tag = part.trim();
    if (tag === '*' || tag === opaque || (tag.startsWith('W/') && tag.slice(2) === opaque)) return true;
  }
  return false;
}

/**
 * If-Range (RFC 9110 §13.1.5): the Range applies only when the validator is our current strong ETag. We send no
 * Last-Modified, so a date never matches. Without the header the Range applies.
 */
export function ifRangeAllows(header: string | string[] | undefined, etag: string): boolean {
  if (header === undefined) return true;
  if (Array.isArray(header)) return false;
  return !etag.startsWith('W/') && header.trim() === etag;
}

export type RangeRequest =
  /** No Range header, or a range unit other than bytes (which must be ignored). */
  | { kind: 'none' }
  /** Not a valid `bytes=` range set, or several ranges (multipart responses are not produced). */
  | { kind: 'invalid'; reason: string }
  | { kind: 'unsatisfiable' }
  | { kind: 'range'; start: number; end: number };

const NONE: RangeRequest = { kind: 'none' };
const UNSATISFIABLE: RangeRequest = { kind: 'unsatisfiable' };
const FIRST_LAST = /^(\d{1,15})[ \t]*-[ \t]*(\d{0,15})$/;
const SUFFIX = /^-[ \t]*(\d{1,15})$/;

/**
 * One `bytes=` range against a representation of `size` bytes (RFC 9110 §14.1.2): `N-M` (M clamped to the last
 * byte), `N-` (to the end) and `-N` (the last N bytes; all of it when N ≥ size). A range starting at or past the
 * end, a zero-length suffix and any range of an empty blob are unsatisfiable.
 */
export function parseRange(header: string | string[] | undefined, size: number): RangeRequest {
  if (header === undefined) return NONE;
  if (Array.isArray(header)) return { kind: 'invalid', reason: 'several Range headers' };
  const eq = header.indexOf('=');
  if (eq < 0) return { kind: 'invalid', reason: 'a Range header has the form bytes=<start>-<end>' };
  if (header.slice(0, eq).trim().toLowerCase() !== 'bytes') return NONE;
  const specs = header.slice(eq + 1).split(',').map((s) => s.trim());
  if (specs.some((s) => s === '')) return { kind: 'invalid', reason: 'empty range in the Range header' };
  if (specs.length > 1) return { kind: 'invalid', reason: 'only one range per request is supported' };
  const spec = specs[0]!;
  const fl = FIRST_LAST.exec(spec);
  if (fl) {
    const first = Number(fl[1]);
    const last = fl[2] === '' ? null : Number(fl[2]);
    if (last !== null && last < first) return { kind: 'invalid', reason: `range ${spec} ends before it starts` };
    if (first >= size) return UNSATISFIABLE;
    return { kind: 'range', start: first, end: Math.min(last ?? size - 1, size - 1) };
  }
  const sx = SUFFIX.exec(spec);
  if (sx) {
    const length = Number(sx[1]);
    if (length === 0 || size === 0) return UNSATISFIABLE;
    return { kind: 'range', start: Math.max(0, size - length), end: size - 1 };
  }
  return { kind: 'invalid', reason: `malformed range '${spec}': use bytes=<start>-<end>, bytes=<start>- or bytes=-<length>` };
}
