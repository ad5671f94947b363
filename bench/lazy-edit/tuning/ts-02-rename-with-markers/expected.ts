export function formatDate(d: Date): string {
  return d.toISOString().slice(0, 10);
}

export function report(rows: { at: Date; value: number }[]): string[] {
  const out: string[] = [];
  for (const row of rows) {
    out.push(`${formatDate(row.at)}: ${row.value}`);
  }
  return out;
}
