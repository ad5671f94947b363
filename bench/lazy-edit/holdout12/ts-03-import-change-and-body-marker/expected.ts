import { format, parseISO, differenceInCalendarDays, isValid } from "date-fns";

export type DateInput = string | number | Date;

export function toDate(value: DateInput): Date {
  if (value instanceof Date) {
    return value;
  }
  if (typeof value === "number") {
    return new Date(value);
  }
  const parsed = parseISO(value);
  if (!isValid(parsed)) {
    throw new RangeError(`Invalid date string: "${value}"`);
  }
  return parsed;
}

export function formatDate(value: DateInput, pattern = "yyyy-MM-dd"): string {
  return format(toDate(value), pattern);
}

export function formatDateTime(value: DateInput): string {
  return format(toDate(value), "yyyy-MM-dd HH:mm");
}

export function daysBetween(a: DateInput, b: DateInput): number {
  return Math.abs(differenceInCalendarDays(toDate(a), toDate(b)));
}

export function isWeekend(value: DateInput): boolean {
  const day = toDate(value).getDay();
  return day === 0 || day === 6;
}

export function relativeLabel(value: DateInput, now: DateInput = new Date()): string {
  const diff = differenceInCalendarDays(toDate(value), toDate(now));
  if (diff === 0) {
    return "today";
  }
  if (diff === 1) {
    return "tomorrow";
  }
  if (diff === -1) {
    return "yesterday";
  }
  return diff > 0 ? `in ${diff} days` : `${-diff} days ago`;
}

export function isSameDay(a: DateInput, b: DateInput): boolean {
  return differenceInCalendarDays(toDate(a), toDate(b)) === 0;
}

export function startOfWeek(value: DateInput): Date {
  const date = toDate(value);
  const result = new Date(date);
  result.setDate(date.getDate() - date.getDay());
  result.setHours(0, 0, 0, 0);
  return result;
}
