// ...existing code...

/**
 * Formats an amount of minor units (cents) as a currency string.
 * @param {number} amountInCents - Amount in the currency's minor unit.
 * @param {object} [options]
 * @param {string} [options.currency='USD'] - ISO 4217 currency code.
 * @param {string} [options.locale='en-US'] - BCP 47 locale used for formatting.
 * @returns {string}
 */
export function formatCurrency(amountInCents, { currency = 'USD', locale = DEFAULT_LOCALE } = {}) {
  return getCurrencyFormatter(locale, currency).format(amountInCents / 100);
}

// ...existing code...
export function formatPriceRange(minCents, maxCents, currency = 'USD') {
  if (minCents === maxCents) {
    return formatCurrency(minCents, { currency });
  }
  return `${formatCurrency(minCents, { currency })} – ${formatCurrency(maxCents, { currency })}`;
}
// ...existing code...
