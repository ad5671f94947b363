import { format, formatDistanceToNow, parseISO } from 'date-fns';
import { enUS } from 'date-fns/locale';

// ... existing code ...

export function isSameDay(a: DateInput, b: DateInput): boolean {
  // ... existing code ...
}

export function timeAgo(input: DateInput): string {
  return formatDistanceToNow(toDate(input), { addSuffix: true, locale: enUS });
}
