export class Inventory {
  private stock = new Map<string, number>();

  add(sku: string, qty: number): void {
    this.stock.set(sku, (this.stock.get(sku) ?? 0) + qty);
  }

  take(sku: string, qty: number): boolean {
    const have = this.stock.get(sku) ?? 0;
    if (have < qty) return false;
    this.stock.set(sku, have - qty);
    return true;
  }

  count(sku: string): number {
    return this.stock.get(sku) ?? 0;
  }
}
