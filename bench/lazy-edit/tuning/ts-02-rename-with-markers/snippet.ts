export function formatDate(d: Date): string {
  // ... existing code ...
}

export function report(rows: { at: Date; value: number }[]): string[] {
  // ... existing code ...
  for (const row of rows) {
    out.push(`${formatDate(row.at)}: ${row.value}`);
  }
  // ... existing code ...
}
