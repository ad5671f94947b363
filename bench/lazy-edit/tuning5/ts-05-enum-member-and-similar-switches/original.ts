export enum OrderStatus {
  Pending = 'pending',
  Paid = 'paid',
  Shipped = 'shipped',
  Delivered = 'delivered',
  Cancelled = 'cancelled',
}

export interface Order {
  id: string;
  status: OrderStatus;
  updatedAt: Date;
}

export function statusLabel(status: OrderStatus): string {
  switch (status) {
    case OrderStatus.Pending:
      return 'Awaiting payment';
    case OrderStatus.Paid:
      return 'Payment received';
    case OrderStatus.Shipped:
      return 'On its way';
    case OrderStatus.Delivered:
      return 'Delivered';
    case OrderStatus.Cancelled:
      return 'Cancelled';
  }
}

export function statusColor(status: OrderStatus): string {
  switch (status) {
    case OrderStatus.Pending:
      return 'gray';
    case OrderStatus.Paid:
      return 'blue';
    case OrderStatus.Shipped:
      return 'purple';
    case OrderStatus.Delivered:
      return 'green';
    case OrderStatus.Cancelled:
      return 'red';
  }
}

export function canCancel(order: Order): boolean {
  return order.status === OrderStatus.Pending || order.status === OrderStatus.Paid;
}

const TRANSITIONS: Record<OrderStatus, OrderStatus[]> = {
  [OrderStatus.Pending]: [OrderStatus.Paid, OrderStatus.Cancelled],
  [OrderStatus.Paid]: [OrderStatus.Shipped, OrderStatus.Cancelled],
  [OrderStatus.Shipped]: [OrderStatus.Delivered],
  [OrderStatus.Delivered]: [],
  [OrderStatus.Cancelled]: [],
};

export function canTransition(from: OrderStatus, to: OrderStatus): boolean {
  return TRANSITIONS[from].includes(to);
}
