import type { Principal } from '../../domain/types.js';
import type { Clock } from '../../infra/clock.js';
import { hashKey, sameHash } from '../../infra/keys.js';
import type { Store } from '../../store/index.js';

const MAX_KEY_LENGTH = 256;

/** Turns a presented key into the caller it belongs to, or null when it is unknown, revoked or expired. */
export class AuthService {
  constructor(
    private readonly store: Store,
    private readonly clock: Clock,
  ) {}

  async authenticate(secret: string): Promise<Principal | null> {
    if (secret.length === 0 || secret.length > MAX_KEY_LENGTH) return null;
    const hash = hashKey(secret);
    const found = await this.store.keys.findByHash(hash);
    if (!found || !sameHash(found.hash, hash)) return null;
    const { key } = found;
    if (key.revokedAt) return null;
    if (key.expiresAt && Date.parse(key.expiresAt) <= this.clock.now()) return null;
    const org = await this.store.orgs.findById(key.orgId);
    return org ? { org, key } : null;
  }
}
