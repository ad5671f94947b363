export class UploadQueue {
  constructor({ concurrency = 3, uploader }) {
    this.concurrency = concurrency;
    this.uploader = uploader;
    this.pending = [];
    this.active = 0;
    this.listeners = new Map();
  }

  on(event, fn) {
    if (!this.listeners.has(event)) {
      this.listeners.set(event, new Set());
    }
    this.listeners.get(event).add(fn);
    return () => this.listeners.get(event).delete(fn);
  }

  fire(event, payload) {
    const set = this.listeners.get(event);
    if (!set) return;
    for (const fn of set) {
      fn(payload);
    }
  }

  add(file) {
    this.pending.push(file);
    this.fire('queued', { file, size: this.pending.length });
    this.next();
  }

  next() {
    while (this.active < this.concurrency && this.pending.length > 0) {
      const file = this.pending.shift();
      this.active++;
      this.fire('start', { file });
      this.uploader(file)
        .then((result) => this.fire('done', { file, result }))
        .catch((error) => this.fire('error', { file, error }))
        .finally(() => {
          this.active--;
          if (this.active === 0 && this.pending.length === 0) {
            this.fire('drain', {});
          }
          this.next();
        });
    }
  }
}
