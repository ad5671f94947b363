// ... existing code ...
export class SessionStore extends EventEmitter {
  // ... existing code ...

  create(data = {}) {
    // ... existing code ...
  }

  get(id) {
    // ... existing code ...
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
    // ... existing code ...
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

  // ... existing code ...
}
