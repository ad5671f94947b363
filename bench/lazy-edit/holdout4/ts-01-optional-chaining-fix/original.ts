export interface Order {
  id: string;
  customer?: { name: string; email?: string };
  items: { sku: string; qty: number }[];
}

export function customerEmail(order: Order): string {
  return order.customer.email ?? 'unknown';
}

export function itemCount(order: Order): number {
  return order.items.reduce((n, i) => n + i.qty, 0);
}
