// ...existing code...

export function diffInDays(a: Date, b: Date): number {
  return Math.round((startOfDay(a).getTime() - startOfDay(b).getTime()) / MS_PER_DAY);
}

export function formatDate(date: Date, locale = 'en-US'): string {
// ...existing code...
