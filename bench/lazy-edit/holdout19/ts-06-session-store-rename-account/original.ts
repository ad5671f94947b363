import { randomBytes } from 'crypto';
import type { Redis } from 'ioredis';

export interface Session {
  id: string;
  userId: string;
  createdAt: number;
  expiresAt: number;
  data: Record<string, unknown>;
}

const SESSION_PREFIX = 'sess:';
const USER_INDEX_PREFIX = 'user-sessions:';
const DEFAULT_TTL_SECONDS = 60 * 60 * 24 * 7;

export class SessionStore {
  constructor(
    private readonly redis: Redis,
    private readonly ttlSeconds: number = DEFAULT_TTL_SECONDS,
  ) {}

  async create(userId: string, data: Record<string, unknown> = {}): Promise<Session> {
    const now = Date.now();
    const session: Session = {
      id: randomBytes(24).toString('base64url'),
      userId,
      createdAt: now,
      expiresAt: now + this.ttlSeconds * 1000,
      data,
    };
    await this.redis
      .multi()
      .set(SESSION_PREFIX + session.id, JSON.stringify(session), 'EX', this.ttlSeconds)
      .sadd(USER_INDEX_PREFIX + userId, session.id)
      .exec();
    return session;
  }

  async get(id: string): Promise<Session | null> {
    const raw = await this.redis.get(SESSION_PREFIX + id);
    if (!raw) {
      return null;
    }
    const session = JSON.parse(raw) as Session;
    if (session.expiresAt < Date.now()) {
      await this.destroy(id);
      return null;
    }
    return session;
  }

  async touch(id: string): Promise<void> {
    const session = await this.get(id);
    if (!session) {
      return;
    }
    session.expiresAt = Date.now() + this.ttlSeconds * 1000;
    await this.redis.set(SESSION_PREFIX + id, JSON.stringify(session), 'EX', this.ttlSeconds);
  }

  async destroy(id: string): Promise<void> {
    const raw = await this.redis.get(SESSION_PREFIX + id);
    if (!raw) {
      return;
    }
    const session = JSON.parse(raw) as Session;
    await this.redis
      .multi()
      .del(SESSION_PREFIX + id)
      .srem(USER_INDEX_PREFIX + session.userId, id)
      .exec();
  }

  async destroyAllForUser(userId: string): Promise<number> {
    const ids = await this.redis.smembers(USER_INDEX_PREFIX + userId);
    if (ids.length === 0) {
      return 0;
    }
    await this.redis
      .multi()
      .del(...ids.map((id) => SESSION_PREFIX + id))
      .del(USER_INDEX_PREFIX + userId)
      .exec();
    return ids.length;
  }
}
