const DEFAULT_LOCALE = "en-US";
const DEFAULT_CURRENCY = "USD";

function formatPrice(amount, currency = DEFAULT_CURRENCY, locale = DEFAULT_LOCALE) {
  return new Intl.NumberFormat(locale, {
    style: "currency",
    currency,
  }).format(amount / 100);
}

function formatDate(date, locale = DEFAULT_LOCALE) {
  return new Intl.DateTimeFormat(locale, {
    year: "numeric",
    month: "short",
    day: "numeric",
  }).format(new Date(date));
}

function lineItemLabel(item) {
  const unit = formatPrice(item.unitPrice, item.currency);
  return `${item.quantity} × ${item.name} @ ${unit}`;
}

function orderSummary(order) {
  const lines = order.items.map(lineItemLabel);
  lines.push(`Subtotal: ${formatPrice(order.subtotal, order.currency)}`);
  if (order.discount > 0) {
    lines.push(`Discount: -${formatPrice(order.discount, order.currency)}`);
  }
  lines.push(`Total: ${formatPrice(order.total, order.currency)}`);
  lines.push(`Placed on ${formatDate(order.createdAt)}`);
  return lines.join("\n");
}

module.exports = {
  formatPrice,
  formatDate,
  lineItemLabel,
  orderSummary,
};
