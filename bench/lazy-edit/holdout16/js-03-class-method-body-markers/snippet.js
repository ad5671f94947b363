export class LRUCache {
  constructor({ max = 500, ttl = 0, onEvict = null } = {}) {
    this.max = max;
    this.ttl = ttl;
    this.onEvict = onEvict;
    this.map = new Map();
  }

  get(key) {
    // ...existing code...
  }

  peek(key) {
    const entry = this.map.get(key);
    if (!entry || this.#isExpired(entry)) return undefined;
    return entry.value;
  }

  set(key, value) {
    if (this.map.has(key)) {
      this.map.delete(key);
    }
    this.map.set(key, { value, expires: this.ttl ? Date.now() + this.ttl : 0 });
    while (this.map.size > this.max) {
      const [oldestKey, oldestEntry] = this.map.entries().next().value;
      this.map.delete(oldestKey);
      this.onEvict?.(oldestKey, oldestEntry.value);
    }
    return this;
  }

  // ...existing code...
}
