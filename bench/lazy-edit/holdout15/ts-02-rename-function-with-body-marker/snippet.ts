// ... existing code ...

export function formatDisplayDate(date: Date, withYear = true): string {
  // ... existing code ...
}

// ... existing code ...

export function describeRange(from: Date, to: Date): string {
  const sameYear = from.getFullYear() === to.getFullYear();
  const left = formatDisplayDate(from, !sameYear);
  const right = formatDisplayDate(to);
  // ... existing code ...
}

export function relativeLabel(date: Date, now: Date = new Date()): string {
  // ... existing code ...
  return formatDisplayDate(date, date.getFullYear() !== now.getFullYear());
}
