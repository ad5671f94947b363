// ... existing code ...

export interface Session {
  id: string;
  accountId: string;
  createdAt: number;
  expiresAt: number;
  data: Record<string, unknown>;
}

const SESSION_PREFIX = 'sess:';
const ACCOUNT_INDEX_PREFIX = 'account-sessions:';
const DEFAULT_TTL_SECONDS = 60 * 60 * 24 * 7;

// ... existing code ...

  async create(accountId: string, data: Record<string, unknown> = {}): Promise<Session> {
    const now = Date.now();
    const session: Session = {
      id: randomBytes(24).toString('base64url'),
      accountId,
      createdAt: now,
      expiresAt: now + this.ttlSeconds * 1000,
      data,
    };
    await this.redis
      .multi()
      .set(SESSION_PREFIX + session.id, JSON.stringify(session), 'EX', this.ttlSeconds)
      .sadd(ACCOUNT_INDEX_PREFIX + accountId, session.id)
      .exec();
    return session;
  }

  // ... existing code ...

  async destroy(id: string): Promise<void> {
    // ... existing code ...
      .del(SESSION_PREFIX + id)
      .srem(ACCOUNT_INDEX_PREFIX + session.accountId, id)
      .exec();
  }

  async destroyAllForAccount(accountId: string): Promise<number> {
    const ids = await this.redis.smembers(ACCOUNT_INDEX_PREFIX + accountId);
    if (ids.length === 0) {
      return 0;
    }
    await this.redis
      .multi()
      .del(...ids.map((id) => SESSION_PREFIX + id))
      .del(ACCOUNT_INDEX_PREFIX + accountId)
      .exec();
    return ids.length;
  }
}
