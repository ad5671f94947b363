import React, { useEffect, useState } from 'react';
import { fetchOrders } from '../api/orders';
import { Spinner } from '../components/Spinner';
import { ErrorBanner } from '../components/ErrorBanner';
import type { Order } from '../types';

interface OrderListProps {
  customerId: string;
  pageSize?: number;
  onSelect?: (order: Order) => void;
}

export function OrderList({ customerId, pageSize = 20, onSelect }: OrderListProps) {
  const [orders, setOrders] = useState<Order[]>([]);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let cancelled = false;
    setLoading(true);
    fetchOrders(customerId, { limit: pageSize })
      .then((result) => {
        if (!cancelled) {
          setOrders(result.items);
          setError(null);
        }
      })
      .catch((err: Error) => {
        if (!cancelled) {
          setError(err.message);
        }
      })
      .finally(() => {
        if (!cancelled) {
          setLoading(false);
        }
      });
    return () => {
      cancelled = true;
    };
  }, [customerId, pageSize]);

  if (loading) {
    return <Spinner label="Loading orders" />;
  }

  if (error) {
    return <ErrorBanner message={error} />;
  }

  if (orders.length === 0) {
    return <p className="order-list__empty">No orders yet.</p>;
  }

  return (
    <ul className="order-list">
      {orders.map((order) => (
        <li key={order.id} className="order-list__item" onClick={() => onSelect?.(order)}>
          <span className="order-list__number">#{order.number}</span>
          <span className="order-list__date">{new Date(order.createdAt).toLocaleDateString()}</span>
          <span className="order-list__total">{order.total.toFixed(2)}</span>
        </li>
      ))}
    </ul>
  );
}
