// ... existing code ...
  reset(): void {
    this.tokens = this.capacity;
    this.lastRefill = Date.now();
    this.emit("reset", this.capacity);
  }
// ... existing code ...
