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

// ... existing code ...

export function relativeLabel(value: DateInput, now: DateInput = new Date()): string {
  // ... existing code ...
}

export function isSameDay(a: DateInput, b: DateInput): boolean {
  return differenceInCalendarDays(toDate(a), toDate(b)) === 0;
}

// ... existing code ...
