const DEFAULT_LOCALE = 'en-US';

export interface FormatOptions {
  locale?: string;
  fallback?: string;
}

export function formatCurrency(
  amount: number | null | undefined,
  currency = 'USD',
  options: FormatOptions = {},
): string {
  if (amount == null || Number.isNaN(amount)) {
    return options.fallback ?? '—';
  }
  return new Intl.NumberFormat(options.locale ?? DEFAULT_LOCALE, {
    style: 'currency',
    currency,
    minimumFractionDigits: 2,
  }).format(amount);
}

export function formatPercent(value: number | null | undefined, options: FormatOptions = {}): string {
  if (value == null || Number.isNaN(value)) {
    return options.fallback ?? '—';
  }
  return new Intl.NumberFormat(options.locale ?? DEFAULT_LOCALE, {
    style: 'percent',
    maximumFractionDigits: 1,
  }).format(value);
}

export function formatRelativeTime(date: Date, now: Date = new Date()): string {
  const seconds = Math.round((now.getTime() - date.getTime()) / 1000);
  if (seconds < 60) {
    return 'just now';
  }
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) {
    return `${minutes}m ago`;
  }
  const hours = Math.round(minutes / 60);
  if (hours < 24) {
    return `${hours}h ago`;
  }
  const days = Math.round(hours / 24);
  if (days < 7) {
    return `${days}d ago`;
  }
  const weeks = Math.round(days / 7);
  if (weeks < 5) {
    return `${weeks}w ago`;
  }
  return date.toLocaleDateString(DEFAULT_LOCALE, { month: 'short', day: 'numeric' });
}

export function truncate(text: string, maxLength: number, suffix = '…'): string {
  if (text.length <= maxLength) {
    return text;
  }
  return text.slice(0, Math.max(0, maxLength - suffix.length)).trimEnd() + suffix;
}
