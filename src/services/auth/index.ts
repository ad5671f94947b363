import type { Principal } from '../../domain/types.js';
import type { Clock } from '../../infra/clock.js';
import { hashKey, sameHash } from '../../infra/keys.js';
import type { Store } from '../../store/index.js';
import { EpochCache } from '../read-cache.js';

const MAX_KEY_LENGTH = 256;

type KeyRow = { key: Principal['key']; hash: string; org: Principal['org'] };

/** Turns a presented key into the caller it belongs to, or null when it is unknown, revoked or expired. */
export class AuthService {
  readonly #keys: EpochCache<KeyRow | null>;
  /** Tokens used since the last flush; `last_used` is written in batches, not per request. */
  readonly #used = new Set<string>();

  constructor(
    private readonly store: Store,
    private readonly clock: Clock,
  ) {
    this.#keys = new EpochCache(store);
  }

  /** Synchronous when the key's row is cached (the common case), so the hot path does not wait. */
  authenticate(secret: string): Principal | null | Promise<Principal | null> {
    if (secret.length === 0 || secret.length > MAX_KEY_LENGTH) return null;
    const hash = hashKey(secret);
    const cached = this.#keys.peek(hash);
    if (cached !== undefined) return this.#check(cached, hash);
    return this.#keys.get(hash, async () => (await this.store.keys.findWithOrgByHash(hash)) ?? null).then((found) => this.#check(found, hash));
  }

  #check(found: KeyRow | null, hash: string): Principal | null {
    if (!found || !sameHash(found.hash, hash)) return null;
    const { key, org } = found;
    if (key.revokedAt) return null;
    if (key.expiresAt && Date.parse(key.expiresAt) <= this.clock.now()) return null;
    if (key.kind === 'token') this.#used.add(key.id);
    return { org, key };
  }

  /** Writes `last_used` for the tokens used since the last call. */
  async flushUsage(): Promise<void> {
    if (this.#used.size === 0) return;
    const ids = [...this.#used];
    this.#used.clear();
    await this.store.keys.touch(ids, new Date(this.clock.now()).toISOString());
  }
}
