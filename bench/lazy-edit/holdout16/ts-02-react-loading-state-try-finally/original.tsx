import React, { useEffect, useState } from 'react';
import { fetchInvoices, Invoice } from '../api/invoices';
import { formatCurrency, formatDate } from '../utils/format';
import { Spinner } from './Spinner';
import styles from './InvoiceList.module.css';

interface InvoiceListProps {
  customerId: string;
  pageSize?: number;
  onSelect?: (invoice: Invoice) => void;
}

export function InvoiceList({ customerId, pageSize = 20, onSelect }: InvoiceListProps) {
  const [invoices, setInvoices] = useState<Invoice[]>([]);
  const [page, setPage] = useState(1);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let cancelled = false;

    async function load() {
      setError(null);
      const result = await fetchInvoices(customerId, { page, pageSize });
      if (!cancelled) {
        setInvoices(result.items);
      }
    }

    load().catch((err) => {
      if (!cancelled) setError(err.message);
    });

    return () => {
      cancelled = true;
    };
  }, [customerId, page, pageSize]);

  if (error) {
    return <div className={styles.error}>Failed to load invoices: {error}</div>;
  }

  return (
    <div className={styles.container}>
      <table className={styles.table}>
        <thead>
          <tr>
            <th>Number</th>
            <th>Date</th>
            <th>Status</th>
            <th className={styles.amount}>Amount</th>
          </tr>
        </thead>
        <tbody>
          {invoices.map((invoice) => (
            <tr key={invoice.id} onClick={() => onSelect?.(invoice)}>
              <td>{invoice.number}</td>
              <td>{formatDate(invoice.issuedAt)}</td>
              <td>{invoice.status}</td>
              <td className={styles.amount}>{formatCurrency(invoice.total, invoice.currency)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className={styles.pager}>
        <button disabled={page === 1} onClick={() => setPage((p) => p - 1)}>
          Previous
        </button>
        <span>Page {page}</span>
        <button disabled={invoices.length < pageSize} onClick={() => setPage((p) => p + 1)}>
          Next
        </button>
      </div>
    </div>
  );
}
