// ... existing code ...

  async get(id: string): Promise<Session | null> {
    // ... existing code ...
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
// ... existing code ...
