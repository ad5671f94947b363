// ... existing code ...

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

// ... existing code ...

export function describeItem(item: LineItem): string {
  return `${item.quantity} x ${item.name} @ ${formatCurrency(item.unitPrice)}`;
}

// ... existing code ...
  return {
    subtotal: formatCurrency(subtotal),
    tax: formatCurrency(tax),
    total: formatCurrency(subtotal + tax),
  };
}

// ... existing code ...
