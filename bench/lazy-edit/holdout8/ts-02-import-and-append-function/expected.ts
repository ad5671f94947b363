import { format, formatDistanceToNow, parseISO } from 'date-fns';
import { enUS } from 'date-fns/locale';

export type DateInput = string | Date;

const DEFAULT_PATTERN = 'MMM d, yyyy';

function toDate(input: DateInput): Date {
  return typeof input === 'string' ? parseISO(input) : input;
}

export function formatDate(input: DateInput, pattern = DEFAULT_PATTERN): string {
  return format(toDate(input), pattern, { locale: enUS });
}

export function formatDateTime(input: DateInput): string {
  return format(toDate(input), `${DEFAULT_PATTERN} HH:mm`, { locale: enUS });
}

export function isSameDay(a: DateInput, b: DateInput): boolean {
  const da = toDate(a);
  const db = toDate(b);
  return (
    da.getFullYear() === db.getFullYear() &&
    da.getMonth() === db.getMonth() &&
    da.getDate() === db.getDate()
  );
}

export function timeAgo(input: DateInput): string {
  return formatDistanceToNow(toDate(input), { addSuffix: true, locale: enUS });
}
