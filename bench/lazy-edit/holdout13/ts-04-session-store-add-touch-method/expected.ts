import { randomUUID } from 'node:crypto';
import type { RedisClientType } from 'redis';

export interface Session {
  id: string;
  userId: string;
  createdAt: number;
  expiresAt: number;
  data: Record<string, unknown>;
}

const KEY_PREFIX = 'sess:';

export class SessionStore {
  constructor(
    private readonly redis: RedisClientType,
    private readonly ttlSeconds = 60 * 60 * 24,
  ) {}

  private key(id: string): string {
    return `${KEY_PREFIX}${id}`;
  }

  async create(userId: string, data: Record<string, unknown> = {}): Promise<Session> {
    const now = Date.now();
    const session: Session = {
      id: randomUUID(),
      userId,
      createdAt: now,
      expiresAt: now + this.ttlSeconds * 1000,
      data,
    };
    await this.redis.set(this.key(session.id), JSON.stringify(session), { EX: this.ttlSeconds });
    return session;
  }

  async get(id: string): Promise<Session | null> {
    const raw = await this.redis.get(this.key(id));
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

  async touch(id: string): Promise<Session | null> {
    const session = await this.get(id);
    if (!session) {
      return null;
    }
    session.expiresAt = Date.now() + this.ttlSeconds * 1000;
    await this.redis.set(this.key(id), JSON.stringify(session), { EX: this.ttlSeconds });
    return session;
  }

  async update(id: string, data: Record<string, unknown>): Promise<Session | null> {
    const session = await this.get(id);
    if (!session) {
      return null;
    }
    session.data = { ...session.data, ...data };
    const ttl = Math.max(1, Math.ceil((session.expiresAt - Date.now()) / 1000));
    await this.redis.set(this.key(id), JSON.stringify(session), { EX: ttl });
    return session;
  }

  async destroy(id: string): Promise<void> {
    await this.redis.del(this.key(id));
  }
}
