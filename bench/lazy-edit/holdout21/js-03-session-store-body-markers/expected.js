import { EventEmitter } from 'node:events';
import { randomUUID } from 'node:crypto';

const DEFAULT_TTL = 30 * 60 * 1000;

export class SessionStore extends EventEmitter {
  #sessions = new Map();
  #ttl;
  #sweepTimer = null;

  constructor({ ttl = DEFAULT_TTL, sweepInterval = 60 * 1000 } = {}) {
    super();
    this.#ttl = ttl;
    if (sweepInterval > 0) {
      this.#sweepTimer = setInterval(() => this.sweep(), sweepInterval);
      this.#sweepTimer.unref?.();
    }
  }

  create(data = {}) {
    const id = randomUUID();
    const session = { id, data, expiresAt: Date.now() + this.#ttl };
    this.#sessions.set(id, session);
    this.emit('create', session);
    return session;
  }

  get(id) {
    const session = this.#sessions.get(id);
    if (!session) {
      return null;
    }
    if (session.expiresAt <= Date.now()) {
      this.#sessions.delete(id);
      this.emit('expire', session);
      return null;
    }
    return session;
  }

  touch(id, extendBy = this.#ttl) {
    const session = this.get(id);
    if (session) {
      session.expiresAt = Math.max(session.expiresAt, Date.now() + extendBy);
      this.emit('touch', session);
    }
    return session;
  }

  destroy(id) {
    const session = this.#sessions.get(id);
    if (!session) {
      return false;
    }
    this.#sessions.delete(id);
    this.emit('destroy', session);
    return true;
  }

  sweep() {
    const now = Date.now();
    let removed = 0;
    for (const [id, session] of this.#sessions) {
      if (session.expiresAt <= now) {
        this.#sessions.delete(id);
        this.emit('expire', session);
        removed++;
      }
    }
    return removed;
  }

  get size() {
    return this.#sessions.size;
  }

  close() {
    if (this.#sweepTimer) {
      clearInterval(this.#sweepTimer);
      this.#sweepTimer = null;
    }
    this.#sessions.clear();
  }
}
