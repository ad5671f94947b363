export function summarize(orders) {
  const items = orders.flatMap((o) => o.lines);
  const total = items.reduce((sum, line) => sum + line.price * line.qty, 0);
  const count = items.length;
  return { total, count, average: count ? total / count : 0 };
}

export function groupByCustomer(orders) {
  const items = new Map();
  for (const order of orders) {
    const list = items.get(order.customer) ?? [];
    list.push(order);
    items.set(order.customer, list);
  }
  return items;
}
