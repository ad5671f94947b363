class Cart {
  // ... existing code ...

  remove(sku) {
    this.lines = this.lines.filter((l) => l.sku !== sku);
  }

  total(prices) {
    // ... existing code ...
  }
}
// ... existing code ...
