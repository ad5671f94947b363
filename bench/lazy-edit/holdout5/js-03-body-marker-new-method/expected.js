class Cart {
  constructor() {
    this.lines = [];
  }

  add(sku, qty) {
    this.lines.push({ sku, qty });
  }

  remove(sku) {
    this.lines = this.lines.filter((l) => l.sku !== sku);
  }

  total(prices) {
    return this.lines.reduce((t, l) => t + prices[l.sku] * l.qty, 0);
  }
}

module.exports = { Cart };
