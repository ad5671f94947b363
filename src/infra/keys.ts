import { hash, randomBytes, timingSafeEqual } from 'node:crypto';

/** Master keys start with `grove_mk_`, scoped tokens with `grove_tk_`; both carry 32 random bytes. */
const KEY_PREFIXES = { master: 'grove_mk_', token: 'grove_tk_' } as const;
const DISPLAY_PREFIX_LENGTH = 16;

export function generateKey(kind: keyof typeof KEY_PREFIXES): string {
  return KEY_PREFIXES[kind] + randomBytes(32).toString('base64url');
}

/** SHA-256, hex. One-shot: a Hash object per call costs several times the digest itself on the request path. */
export function hashKey(key: string): string {
  return hash('sha256', key, 'hex');
}

/** The leading part of a key, safe to display. */
export function displayPrefix(key: string): string {
  return key.slice(0, DISPLAY_PREFIX_LENGTH);
}

/** Constant-time comparison of two hex digests. */
export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}
