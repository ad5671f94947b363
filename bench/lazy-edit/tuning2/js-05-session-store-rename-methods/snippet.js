// ... existing code ...
    this.#timer = setInterval(() => this.sweep(), sweepIntervalMs);
// ... existing code ...
  touch(id) {
    // ... existing code ...
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
    // ... existing code ...
  }
// ... existing code ...
