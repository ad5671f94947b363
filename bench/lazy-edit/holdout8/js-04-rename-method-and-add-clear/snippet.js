// ...existing code...
    return () => this.listeners.get(event).delete(fn);
  }

  emit(event, payload) {
    const set = this.listeners.get(event);
    if (!set) return;
    for (const fn of set) {
      fn(payload);
    }
  }

  add(file) {
    this.pending.push(file);
    this.emit('queued', { file, size: this.pending.length });
    this.next();
  }

  next() {
    while (this.active < this.concurrency && this.pending.length > 0) {
      const file = this.pending.shift();
      this.active++;
      this.emit('start', { file });
      this.uploader(file)
        .then((result) => this.emit('done', { file, result }))
        .catch((error) => this.emit('error', { file, error }))
        .finally(() => {
          this.active--;
          if (this.active === 0 && this.pending.length === 0) {
            this.emit('drain', {});
          }
          this.next();
        });
    }
  }

  clear() {
    const dropped = this.pending.length;
    this.pending = [];
    this.emit('cleared', { dropped });
  }
}
