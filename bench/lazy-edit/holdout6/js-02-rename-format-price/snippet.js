// ... existing code ...
function formatCurrency(amount, currency = DEFAULT_CURRENCY, locale = DEFAULT_LOCALE) {
  // ... existing code ...
}
// ... existing code ...
function lineItemLabel(item) {
  const unit = formatCurrency(item.unitPrice, item.currency);
  // ... existing code ...
}

function orderSummary(order) {
  const lines = order.items.map(lineItemLabel);
  lines.push(`Subtotal: ${formatCurrency(order.subtotal, order.currency)}`);
  if (order.discount > 0) {
    lines.push(`Discount: -${formatCurrency(order.discount, order.currency)}`);
  }
  lines.push(`Total: ${formatCurrency(order.total, order.currency)}`);
  // ... existing code ...
}

module.exports = {
  formatCurrency,
  formatDate,
  // ... existing code ...
};
