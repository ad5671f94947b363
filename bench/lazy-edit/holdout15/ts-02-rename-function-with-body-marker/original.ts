const MS_PER_DAY = 24 * 60 * 60 * 1000;

const MONTHS = [
  "Jan", "Feb", "Mar", "Apr", "May", "Jun",
  "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
];

export function pad2(value: number): string {
  return value < 10 ? `0${value}` : String(value);
}

export function toDisplayDate(date: Date, withYear = true): string {
  const day = pad2(date.getDate());
  const month = MONTHS[date.getMonth()];
  if (!withYear) {
    return `${day} ${month}`;
  }
  return `${day} ${month} ${date.getFullYear()}`;
}

export function toIsoDate(date: Date): string {
  const year = date.getFullYear();
  const month = pad2(date.getMonth() + 1);
  const day = pad2(date.getDate());
  return `${year}-${month}-${day}`;
}

export function startOfDay(date: Date): Date {
  const copy = new Date(date);
  copy.setHours(0, 0, 0, 0);
  return copy;
}

export function addDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * MS_PER_DAY);
}

export function daysBetween(from: Date, to: Date): number {
  const start = startOfDay(from).getTime();
  const end = startOfDay(to).getTime();
  return Math.round((end - start) / MS_PER_DAY);
}

export function describeRange(from: Date, to: Date): string {
  const sameYear = from.getFullYear() === to.getFullYear();
  const left = toDisplayDate(from, !sameYear);
  const right = toDisplayDate(to);
  const days = daysBetween(from, to) + 1;
  return `${left} – ${right} (${days} ${days === 1 ? "day" : "days"})`;
}

export function relativeLabel(date: Date, now: Date = new Date()): string {
  const diff = daysBetween(now, date);
  if (diff === 0) {
    return "Today";
  }
  if (diff === 1) {
    return "Tomorrow";
  }
  if (diff === -1) {
    return "Yesterday";
  }
  if (diff > 1 && diff < 7) {
    return `In ${diff} days`;
  }
  if (diff < -1 && diff > -7) {
    return `${-diff} days ago`;
  }
  return toDisplayDate(date, date.getFullYear() !== now.getFullYear());
}
