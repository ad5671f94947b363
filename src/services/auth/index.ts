import type { Principal } from '../../domain/types.js';
import type { Clock } from '../../infra/clock.js';
import { hashKey, sameHash } from '../../infra/keys.js';
import type { Store } from '../../store/index.js';
import { EpochCache } from '../read-cache.js';

const MAX_KEY_LENGTH = 256;

/** Turns a presented key into the caller it belongs to, or null when it is unknown, revoked or expired. */
export class AuthService {
  readonly #keys: EpochCache<Awaited<ReturnType<Store['keys']['findWithOrgByHash']>> | null>;

  constructor(
    private readonly store: Store,
    private readonly clock: Clock,
  ) {
    this.#keys = new EpochCache(store);
  }

  async authenticate(secret: string): Promise<Principal | null> {
    if (secret.length === 0 || secret.length > MAX_KEY_LENGTH) return null;
    const hash = hashKey(secret);
    const found = await this.#keys.get(hash, async () => (await this.store.keys.findWithOrgByHash(hash)) ?? null);
    if (!found || !sameHash(found.hash, hash)) return null;
    const { key, org } = found;
    if (key.revokedAt) return null;
    if (key.expiresAt && Date.parse(key.expiresAt) <= this.clock.now()) return null;
    return { org, key };
  }
}
