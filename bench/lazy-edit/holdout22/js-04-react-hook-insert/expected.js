import React, { useState, useMemo, useEffect } from 'react';
import PropTypes from 'prop-types';

import { formatCurrency } from '../utils/format';
import OrderRow from './OrderRow';
import EmptyState from './EmptyState';
import './OrderTable.css';

const SORTERS = {
  date: (a, b) => new Date(b.createdAt) - new Date(a.createdAt),
  total: (a, b) => b.total - a.total,
  customer: (a, b) => a.customerName.localeCompare(b.customerName),
};

const SORT_STORAGE_KEY = 'orderTable.sortKey';

function OrderTable({ orders, currency, onSelect }) {
  const [sortKey, setSortKey] = useState(
    () => window.localStorage.getItem(SORT_STORAGE_KEY) || 'date'
  );
  const [query, setQuery] = useState('');

  useEffect(() => {
    window.localStorage.setItem(SORT_STORAGE_KEY, sortKey);
  }, [sortKey]);

  const visible = useMemo(() => {
    const q = query.trim().toLowerCase();
    const filtered = q
      ? orders.filter(
          (o) =>
            o.customerName.toLowerCase().includes(q) ||
            o.reference.toLowerCase().includes(q)
        )
      : orders;
    return [...filtered].sort(SORTERS[sortKey]);
  }, [orders, query, sortKey]);

  const grandTotal = visible.reduce((sum, o) => sum + o.total, 0);

  if (orders.length === 0) {
    return <EmptyState title="No orders yet" />;
  }

  return (
    <div className="order-table">
      <div className="order-table__toolbar">
        <input
          type="search"
          placeholder="Search orders"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
        />
        <select value={sortKey} onChange={(e) => setSortKey(e.target.value)}>
          <option value="date">Newest first</option>
          <option value="total">Highest total</option>
          <option value="customer">Customer A–Z</option>
        </select>
      </div>
      <table>
        <thead>
          <tr>
            <th>Reference</th>
            <th>Customer</th>
            <th>Date</th>
            <th className="num">Total</th>
          </tr>
        </thead>
        <tbody>
          {visible.map((order) => (
            <OrderRow key={order.id} order={order} currency={currency} onClick={onSelect} />
          ))}
        </tbody>
        <tfoot>
          <tr>
            <td colSpan={3}>{visible.length} orders</td>
            <td className="num">{formatCurrency(grandTotal, currency)}</td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}

OrderTable.propTypes = {
  orders: PropTypes.arrayOf(PropTypes.object).isRequired,
  currency: PropTypes.string,
  onSelect: PropTypes.func,
};

OrderTable.defaultProps = {
  currency: 'EUR',
  onSelect: () => {},
};

export default OrderTable;
