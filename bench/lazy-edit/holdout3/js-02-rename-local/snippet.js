export function summarize(orders) {
  const lines = orders.flatMap((o) => o.lines);
  const total = lines.reduce((sum, line) => sum + line.price * line.qty, 0);
  const count = lines.length;
  return { total, count, average: count ? total / count : 0 };
}
// ... existing code ...
