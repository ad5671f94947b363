import { EventEmitter } from 'node:events';
import { randomUUID } from 'node:crypto';

const DEFAULT_TTL_MS = 30 * 60 * 1000;

export class SessionStore extends EventEmitter {
  #sessions = new Map();
  #ttlMs;
  #timer;

  constructor({ ttlMs = DEFAULT_TTL_MS, sweepIntervalMs = 60_000 } = {}) {
    super();
    this.#ttlMs = ttlMs;
    this.#timer = setInterval(() => this.sweep(), sweepIntervalMs);
    this.#timer.unref();
  }

  create(userId, data = {}) {
    const id = randomUUID();
    const session = { id, userId, data, expiresAt: Date.now() + this.#ttlMs };
    this.#sessions.set(id, session);
    this.emit('created', session);
    return session;
  }

  get(id) {
    const session = this.#sessions.get(id);
    if (!session) return null;
    if (session.expiresAt <= Date.now()) {
      this.#sessions.delete(id);
      this.emit('expired', session);
      return null;
    }
    return session;
  }

  touch(id) {
    const session = this.get(id);
    if (session) {
      session.expiresAt = Date.now() + this.#ttlMs;
    }
    return session;
  }

  revoke(id, reason = 'logout') {
    const session = this.#sessions.get(id);
    if (session) {
      this.#sessions.delete(id);
      this.emit('revoked', session, reason);
    }
    return Boolean(session);
  }

  sweep() {
    const now = Date.now();
    let removed = 0;
    for (const [id, session] of this.#sessions) {
      if (session.expiresAt <= now) {
        this.#sessions.delete(id);
        this.emit('expired', session);
        removed++;
      }
    }
    return removed;
  }

  close() {
    clearInterval(this.#timer);
    this.#sessions.clear();
  }
}
