// ... existing code ...

export function formatDate(value, locale = DEFAULT_LOCALE) {
  // ... existing code ...
}

export function formatRelativeTime(value, locale = DEFAULT_LOCALE) {
  if (!value) {
    return '—';
  }
  const date = value instanceof Date ? value : new Date(value);
  const diffSeconds = Math.round((date.getTime() - Date.now()) / 1000);
  const units = [
    ['year', 60 * 60 * 24 * 365],
    ['month', 60 * 60 * 24 * 30],
    ['day', 60 * 60 * 24],
    ['hour', 60 * 60],
    ['minute', 60],
  ];
  const rtf = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  for (const [unit, seconds] of units) {
    if (Math.abs(diffSeconds) >= seconds) {
      return rtf.format(Math.round(diffSeconds / seconds), unit);
    }
  }
  return rtf.format(diffSeconds, 'second');
}

export default {
  formatCurrency,
  formatPercent,
  formatCompact,
  formatDate,
  formatRelativeTime,
};
