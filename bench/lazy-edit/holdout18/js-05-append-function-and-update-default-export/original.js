/**
 * Small formatting helpers shared by the dashboard widgets.
 */

const DEFAULT_LOCALE = 'en-US';

export function formatCurrency(value, currency = 'USD', locale = DEFAULT_LOCALE) {
  if (value == null || Number.isNaN(value)) {
    return '—';
  }
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    maximumFractionDigits: 2,
  }).format(value);
}

export function formatPercent(value, digits = 1, locale = DEFAULT_LOCALE) {
  if (value == null || Number.isNaN(value)) {
    return '—';
  }
  return new Intl.NumberFormat(locale, {
    style: 'percent',
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(value);
}

export function formatCompact(value, locale = DEFAULT_LOCALE) {
  if (value == null || Number.isNaN(value)) {
    return '—';
  }
  return new Intl.NumberFormat(locale, {
    notation: 'compact',
    maximumFractionDigits: 1,
  }).format(value);
}

export function formatDate(value, locale = DEFAULT_LOCALE) {
  if (!value) {
    return '—';
  }
  const date = value instanceof Date ? value : new Date(value);
  return date.toLocaleDateString(locale, { year: 'numeric', month: 'short', day: 'numeric' });
}

export default {
  formatCurrency,
  formatPercent,
  formatCompact,
  formatDate,
};
