// ...existing code...
export interface Invoice {
  id: string;
  number: string;
  accountId: string;
  status: InvoiceStatus;
// ...existing code...
    number: row.number,
    accountId: row.customer_id,
    status: row.status as InvoiceStatus,
// ...existing code...
    { currency: 'EUR', amount: 0 },
  );
}

export async function listOpenInvoices(accountId: string): Promise<Invoice[]> {
  const rows = await db.query<InvoiceRow>(
    'SELECT * FROM invoices WHERE customer_id = $1 AND status = $2 ORDER BY due_at',
    [accountId, 'open'],
  );
// ...existing code...
  const due = invoice.dueAt ? invoice.dueAt.toISOString().slice(0, 10) : 'n/a';
  return `#${invoice.number} for ${invoice.accountId}: ${total} (due ${due})`;
}
