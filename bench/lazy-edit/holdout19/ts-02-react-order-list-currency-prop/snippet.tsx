import React, { useEffect, useState } from 'react';
import { fetchOrders } from '../api/orders';
import { Spinner } from '../components/Spinner';
import { ErrorBanner } from '../components/ErrorBanner';
import { formatCurrency } from '../utils/format';
import type { Order } from '../types';

interface OrderListProps {
  customerId: string;
  pageSize?: number;
  currency?: string;
  onSelect?: (order: Order) => void;
}

export function OrderList({ customerId, pageSize = 20, currency = 'USD', onSelect }: OrderListProps) {
  // ... existing code ...
          <span className="order-list__total">{formatCurrency(order.total, currency)}</span>
  // ... rest of the component unchanged ...
