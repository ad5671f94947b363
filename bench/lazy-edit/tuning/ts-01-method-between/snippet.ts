export class Inventory {
  // ... existing code ...

  take(sku: string, qty: number): boolean {
    // ... existing code ...
  }

  reserve(sku: string, qty: number): boolean {
    if (!this.take(sku, qty)) return false;
    this.reserved += qty;
    return true;
  }

  count(sku: string): number {
    // ... existing code ...
  }
}
