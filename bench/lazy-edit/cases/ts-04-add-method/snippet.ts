// ... existing code ...
  set(key: string, value: string): void {
    this.entries.set(key, value);
  }

  clear(): void {
    this.entries.clear();
  }
}
