const MS_PER_MINUTE = 60_000;
const MS_PER_HOUR = 60 * MS_PER_MINUTE;
const MS_PER_DAY = 24 * MS_PER_HOUR;

export type DateInput = Date | string | number;

export function toDate(input: DateInput): Date {
  const date = input instanceof Date ? input : new Date(input);
  if (Number.isNaN(date.getTime())) {
    throw new RangeError(`Invalid date: ${String(input)}`);
  }
  return date;
}

export function startOfDay(input: DateInput): Date {
  const date = new Date(toDate(input));
  date.setHours(0, 0, 0, 0);
  return date;
}

export function endOfDay(input: DateInput): Date {
  const date = new Date(toDate(input));
  date.setHours(23, 59, 59, 999);
  return date;
}

export function addDays(input: DateInput, days: number): Date {
  return new Date(toDate(input).getTime() + days * MS_PER_DAY);
}

/**
 * @deprecated Use `addDays(input, -days)` instead.
 */
export function subtractDays(input: DateInput, days: number): Date {
  return addDays(input, -days);
}

export function diffInDays(a: DateInput, b: DateInput): number {
  return Math.round((startOfDay(a).getTime() - startOfDay(b).getTime()) / MS_PER_DAY);
}

/**
 * @deprecated Use `diffInDays` instead.
 */
export function daysBetween(a: DateInput, b: DateInput): number {
  return Math.abs(diffInDays(a, b));
}

export function isSameDay(a: DateInput, b: DateInput): boolean {
  return diffInDays(a, b) === 0;
}

export function formatRelative(input: DateInput, now: DateInput = new Date()): string {
  const diffMs = toDate(now).getTime() - toDate(input).getTime();
  if (diffMs < MS_PER_MINUTE) {
    return 'just now';
  }
  if (diffMs < MS_PER_HOUR) {
    const minutes = Math.floor(diffMs / MS_PER_MINUTE);
    return `${minutes} minute${minutes === 1 ? '' : 's'} ago`;
  }
  if (diffMs < MS_PER_DAY) {
    const hours = Math.floor(diffMs / MS_PER_HOUR);
    return `${hours} hour${hours === 1 ? '' : 's'} ago`;
  }
  const days = Math.floor(diffMs / MS_PER_DAY);
  return `${days} day${days === 1 ? '' : 's'} ago`;
}
