// ... existing code ...

export function addDays(input: DateInput, days: number): Date {
  return new Date(toDate(input).getTime() + days * MS_PER_DAY);
}

export function diffInDays(a: DateInput, b: DateInput): number {
  return Math.round((startOfDay(a).getTime() - startOfDay(b).getTime()) / MS_PER_DAY);
}

export function isSameDay(a: DateInput, b: DateInput): boolean {
  return diffInDays(a, b) === 0;
}

// ... existing code ...
