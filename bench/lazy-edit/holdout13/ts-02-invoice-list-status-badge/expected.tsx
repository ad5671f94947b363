import { useEffect, useState } from 'react';
import { fetchInvoices } from '../api/invoices';
import type { Invoice } from '../types';
import { formatCurrency, formatDate } from '../utils/format';
import { Spinner } from './Spinner';
import { StatusBadge } from './StatusBadge';

interface InvoiceListProps {
  customerId: string;
  pageSize?: number;
}

export function InvoiceList({ customerId, pageSize = 20 }: InvoiceListProps) {
  const [invoices, setInvoices] = useState<Invoice[]>([]);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let cancelled = false;
    setLoading(true);
    fetchInvoices(customerId, { limit: pageSize })
      .then((data) => {
        if (!cancelled) {
          setInvoices(data);
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
    return <Spinner label="Loading invoices" />;
  }

  if (error) {
    return <p className="invoice-list__error">Could not load invoices: {error}</p>;
  }

  if (invoices.length === 0) {
    return <p className="invoice-list__empty">No invoices yet.</p>;
  }

  return (
    <table className="invoice-list">
      <thead>
        <tr>
          <th>Number</th>
          <th>Date</th>
          <th>Due</th>
          <th>Status</th>
          <th className="invoice-list__amount">Amount</th>
        </tr>
      </thead>
      <tbody>
        {invoices.map((invoice) => (
          <tr key={invoice.id}>
            <td>{invoice.number}</td>
            <td>{formatDate(invoice.issuedAt)}</td>
            <td>{invoice.dueAt ? formatDate(invoice.dueAt) : '—'}</td>
            <td>
              <StatusBadge status={invoice.status} />
            </td>
            <td className="invoice-list__amount">{formatCurrency(invoice.total, invoice.currency)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
