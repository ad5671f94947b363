export function normalize(input: string): string {
  let s = input.trim();
  s = s.replace(/\s+/g, ' ');
  return s.toLowerCase();
}

export function isEmpty(input: string): boolean {
  return normalize(input) === '';
}
