export function normalize(input: string): string {
  let s = input.trim();
  s = s.replace(/\s+/g, ' ');
  return s.toLowerCase();
}
// ... existing code ...
