import type { Principal } from '../../domain/types.js';
import type { Clock } from '../../infra/clock.js';
import { hashKey, sameHash } from '../../infra/keys.js';
import type { Store } from '../../store/index.js';
import { EpochCache } from '../read-cache.js';

export { IdentityService, type BasicCredentials, type IdentityDeps } from './identity.js';

const MAX_KEY_LENGTH = 256;

/** A key's row as checked when it was loaded; its principal is shared by every request made with the key. */
interface KnownKey {
  principal: Principal;
  revoked: boolean;
  /** Epoch ms, or null when the key does not expire. */
  expiresAt: number | null;
}

/** The last key a caller presented and its digest; see AuthService.authenticate. */
export interface KeyDigestMemo {
  key: string;
  digest: string;
}

/** Turns a presented key into the caller it belongs to, or null when it is unknown, revoked or expired. */
export class AuthService {
  readonly #keys: EpochCache<KnownKey | null>;
  /** Tokens used since the last flush; `last_used` is written in batches, not per request. */
  readonly #used = new Set<string>();

  constructor(
    private readonly store: Store,
    private readonly clock: Clock,
  ) {
    this.#keys = new EpochCache(store);
  }

  /**
   * Synchronous when the key's row is cached (the common case), so the hot path does not wait.
   * `seen` lets a caller that receives the same key again and again (one HTTP connection) skip re-hashing it:
   * it holds the last key given with it and that key's digest.
   */
  authenticate(secret: string, seen?: KeyDigestMemo): Principal | null | Promise<Principal | null> {
    if (secret.length === 0 || secret.length > MAX_KEY_LENGTH) return null;
    let hash: string;
    if (seen && seen.key === secret) hash = seen.digest;
    else {
      hash = hashKey(secret);
      if (seen) {
        seen.key = secret;
        seen.digest = hash;
      }
    }
    const cached = this.#keys.peek(hash);
    if (cached !== undefined) return this.#check(cached);
    return this.#keys.get(hash, () => this.#load(hash)).then((known) => this.#check(known));
  }

  /** Everything about the row that does not depend on the time is decided here, once per load. */
  async #load(hash: string): Promise<KnownKey | null> {
    const found = await this.store.keys.findWithOrgByHash(hash);
    if (!found || !sameHash(found.hash, hash)) return null;
    const { key, org } = found;
    return { principal: { org, key }, revoked: Boolean(key.revokedAt), expiresAt: key.expiresAt ? Date.parse(key.expiresAt) : null };
  }

  #check(known: KnownKey | null): Principal | null {
    if (!known || known.revoked) return null;
    if (known.expiresAt !== null && known.expiresAt <= this.clock.now()) return null;
    const principal = known.principal;
    if (principal.key.kind === 'token') this.#used.add(principal.key.id);
    return principal;
  }

  /** Writes `last_used` for the tokens used since the last call. */
  async flushUsage(): Promise<void> {
    if (this.#used.size === 0) return;
    const ids = [...this.#used];
    this.#used.clear();
    await this.store.keys.touch(ids, new Date(this.clock.now()).toISOString());
  }
}
