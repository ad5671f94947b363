export interface LineItem {
  sku: string;
  name: string;
  unitPrice: number;
  quantity: number;
}

export interface Totals {
  subtotal: string;
  tax: string;
  total: string;
}

const TAX_RATE = 0.0825;

export function formatCurrency(
  amount: number,
  currency = 'USD',
  locale = 'en-US',
): string {
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
  }).format(amount);
}

export function lineTotal(item: LineItem): number {
  return item.unitPrice * item.quantity;
}

export function describeItem(item: LineItem): string {
  return `${item.quantity} x ${item.name} @ ${formatCurrency(item.unitPrice)}`;
}

export function computeTotals(items: LineItem[]): Totals {
  const subtotal = items.reduce((sum, item) => sum + lineTotal(item), 0);
  const tax = Math.round(subtotal * TAX_RATE * 100) / 100;
  return {
    subtotal: formatCurrency(subtotal),
    tax: formatCurrency(tax),
    total: formatCurrency(subtotal + tax),
  };
}

export function summarize(items: LineItem[]): string[] {
  const lines = items.map(describeItem);
  const totals = computeTotals(items);
  lines.push(`Subtotal: ${totals.subtotal}`);
  lines.push(`Tax: ${totals.tax}`);
  lines.push(`Total: ${totals.total}`);
  return lines;
}
