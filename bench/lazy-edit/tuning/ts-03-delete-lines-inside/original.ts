export function normalize(input: string): string {
  let s = input.trim();
  console.log('normalizing', s);
  s = s.replace(/\s+/g, ' ');
  console.log('collapsed', s);
  return s.toLowerCase();
}

export function isEmpty(input: string): boolean {
  return normalize(input) === '';
}
