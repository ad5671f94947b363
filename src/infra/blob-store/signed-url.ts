/**
 * HMAC-signed, expiring addresses for the disk store's transfers. The signature covers the method, the object
 * key, its size and the expiry, so an address cannot be reused for another object, another size, the other
 * direction or after it expired. The signing key is derived from Grove's secret key (src/infra/secret-key.ts)
 * and used for nothing else.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Clock } from '../clock.js';
import type { SignedQuery } from './types.js';

export type SignedMethod = 'GET' | 'PUT';

export class SignedUrlError extends Error {
  override name = 'SignedUrlError';
}

export class UrlSigner {
  readonly #key: Buffer;

  constructor(
    secretKey: Buffer,
    private readonly clock: Clock,
  ) {
    this.#key = createHmac('sha256', secretKey).update('grove lfs storage address v1').digest();
  }

  #mac(method: SignedMethod, key: string, size: number, expires: number): string {
    return createHmac('sha256', this.#key).update(`${method}\n${key}\n${size}\n${expires}`).digest('hex');
  }

  /** The query string (without `?`) of an address valid for `seconds`. */
  sign(method: SignedMethod, key: string, size: number, seconds: number): string {
    const expires = Math.floor(this.clock.now() / 1000) + seconds;
    return new URLSearchParams({ expires: String(expires), size: String(size), signature: this.#mac(method, key, size, expires) }).toString();
  }

  /** The size the address was signed for; throws SignedUrlError when it was tampered with or has expired. */
  check(method: SignedMethod, key: string, query: SignedQuery): number {
    const { expires, size, signature } = query;
    if (!expires || !size || !signature || !/^\d{1,12}$/.test(expires) || !/^\d{1,16}$/.test(size) || !/^[0-9a-f]{64}$/.test(signature)) {
      throw new SignedUrlError('the storage address is incomplete: it needs expires, size and signature');
    }
    const expected = Buffer.from(this.#mac(method, key, Number(size), Number(expires)), 'hex');
    if (!timingSafeEqual(expected, Buffer.from(signature, 'hex'))) throw new SignedUrlError('the storage address signature does not match');
    if (Number(expires) * 1000 <= this.clock.now()) throw new SignedUrlError('the storage address has expired: ask the batch API for a new one');
    return Number(size);
  }
}
