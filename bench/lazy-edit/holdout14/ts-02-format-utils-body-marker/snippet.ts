// ...existing code...

export function formatPercent(value: number | null | undefined, options: FormatOptions = {}): string {
  // ...existing code...
}

export function formatRelativeTime(date: Date, now: Date = new Date()): string {
  const seconds = Math.round((now.getTime() - date.getTime()) / 1000);
  // ...existing code...
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

// ...existing code...
