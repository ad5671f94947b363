import React, { useMemo, useState } from 'react';
import classNames from 'classnames';

import { formatCurrency, formatDate } from '@/lib/format';
import type { Order, OrderStatus } from '@/types/orders';
import { StatusBadge } from './StatusBadge';
import styles from './OrderTable.module.css';

type SortKey = 'createdAt' | 'total' | 'customer';

interface OrderTableProps {
  orders: Order[];
  onSelect?: (order: Order) => void;
  selectedId?: string;
  statusFilter?: OrderStatus | 'all';
}

function compareOrders(a: Order, b: Order, key: SortKey): number {
  switch (key) {
    case 'total':
      return a.total - b.total;
    case 'customer':
      return a.customer.name.localeCompare(b.customer.name);
    case 'createdAt':
    default:
      return new Date(a.createdAt).getTime() - new Date(b.createdAt).getTime();
  }
}

function SortHeader({
  label,
  active,
  direction,
  onClick,
}: {
  label: string;
  active: boolean;
  direction: 'asc' | 'desc';
  onClick: () => void;
}) {
  return (
    <th className={classNames(styles.header, { [styles.active]: active })} onClick={onClick}>
      {label}
      {active && <span className={styles.arrow}>{direction === 'asc' ? '▲' : '▼'}</span>}
    </th>
  );
}

export function OrderTable({ orders, onSelect, selectedId, statusFilter = 'all' }: OrderTableProps) {
  const [sortKey, setSortKey] = useState<SortKey>('createdAt');
  const [direction, setDirection] = useState<'asc' | 'desc'>('desc');

  const visible = useMemo(() => {
    const filtered =
      statusFilter === 'all' ? orders : orders.filter((order) => order.status === statusFilter);
    const sorted = [...filtered].sort((a, b) => compareOrders(a, b, sortKey));
    return direction === 'asc' ? sorted : sorted.reverse();
  }, [orders, statusFilter, sortKey, direction]);

  const toggleSort = (key: SortKey) => {
    if (key === sortKey) {
      setDirection((d) => (d === 'asc' ? 'desc' : 'asc'));
    } else {
      setSortKey(key);
      setDirection('desc');
    }
  };

  if (visible.length === 0) {
    return <p className={styles.empty}>No orders match the current filter.</p>;
  }

  return (
    <table className={styles.table}>
      <thead>
        <tr>
          <SortHeader
            label="Date"
            active={sortKey === 'createdAt'}
            direction={direction}
            onClick={() => toggleSort('createdAt')}
          />
          <SortHeader
            label="Customer"
            active={sortKey === 'customer'}
            direction={direction}
            onClick={() => toggleSort('customer')}
          />
          <th>Status</th>
          <SortHeader
            label="Total"
            active={sortKey === 'total'}
            direction={direction}
            onClick={() => toggleSort('total')}
          />
        </tr>
      </thead>
      <tbody>
        {visible.map((order) => (
          <tr
            key={order.id}
            className={classNames({ [styles.selected]: order.id === selectedId })}
            onClick={() => onSelect?.(order)}
          >
            <td>{formatDate(order.createdAt)}</td>
            <td>{order.customer.name}</td>
            <td>
              <StatusBadge status={order.status} />
            </td>
            <td className={styles.numeric}>{formatCurrency(order.total, order.currency)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
