/**
 * Formatting helpers shared by the storefront and the admin dashboard.
 * @module utils/format
 */

const DEFAULT_LOCALE = 'en-US';

const currencyFormatters = new Map();

/**
 * Returns a cached Intl.NumberFormat for the given locale and currency.
 * @param {string} locale
 * @param {string} currency
 * @returns {Intl.NumberFormat}
 */
function getCurrencyFormatter(locale, currency) {
  const key = `${locale}:${currency}`;
  if (!currencyFormatters.has(key)) {
    currencyFormatters.set(
      key,
      new Intl.NumberFormat(locale, { style: 'currency', currency })
    );
  }
  return currencyFormatters.get(key);
}

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

/**
 * Formats a price range such as "$10.00 – $25.00".
 * @param {number} minCents
 * @param {number} maxCents
 * @param {string} [currency='USD']
 * @returns {string}
 */
export function formatPriceRange(minCents, maxCents, currency = 'USD') {
  if (minCents === maxCents) {
    return formatCurrency(minCents, { currency });
  }
  return `${formatCurrency(minCents, { currency })} – ${formatCurrency(maxCents, { currency })}`;
}

/**
 * Formats a date relative to now ("3 days ago", "in 2 hours").
 * @param {Date|number} value
 * @param {Date|number} [now=Date.now()]
 * @returns {string}
 */
export function formatRelative(value, now = Date.now()) {
  const rtf = new Intl.RelativeTimeFormat(DEFAULT_LOCALE, { numeric: 'auto' });
  const diffSeconds = Math.round((new Date(value).getTime() - new Date(now).getTime()) / 1000);
  const units = [
    ['year', 31536000],
    ['month', 2592000],
    ['day', 86400],
    ['hour', 3600],
    ['minute', 60],
  ];
  for (const [unit, seconds] of units) {
    if (Math.abs(diffSeconds) >= seconds) {
      return rtf.format(Math.trunc(diffSeconds / seconds), unit);
    }
  }
  return rtf.format(diffSeconds, 'second');
}

/**
 * Truncates text to a maximum length, appending an ellipsis.
 * @param {string} text
 * @param {number} max
 * @returns {string}
 */
export function truncate(text, max) {
  return text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;
}
