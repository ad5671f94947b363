export function minOf(a: number[]): number {
  if (a.length === 0) return 0;
  return Math.min(...a);
}

export function maxOf(a: number[]): number {
  if (a.length === 0) return 0;
  return Math.max(...a);
}
