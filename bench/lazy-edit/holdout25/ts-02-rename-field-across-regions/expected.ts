import type { Money } from '../money';
import { formatMoney } from '../money/format';
import { db } from '../db/client';

export type InvoiceStatus = 'draft' | 'open' | 'paid' | 'void';

export interface InvoiceLine {
  description: string;
  quantity: number;
  unitPrice: Money;
}

export interface Invoice {
  id: string;
  number: string;
  accountId: string;
  status: InvoiceStatus;
  issuedAt: Date | null;
  dueAt: Date | null;
  lines: InvoiceLine[];
}

interface InvoiceRow {
  id: string;
  number: string;
  customer_id: string;
  status: string;
  issued_at: string | null;
  due_at: string | null;
  lines_json: string;
}

const parseDate = (value: string | null): Date | null =>
  value === null ? null : new Date(value);

export function rowToInvoice(row: InvoiceRow): Invoice {
  return {
    id: row.id,
    number: row.number,
    accountId: row.customer_id,
    status: row.status as InvoiceStatus,
    issuedAt: parseDate(row.issued_at),
    dueAt: parseDate(row.due_at),
    lines: JSON.parse(row.lines_json) as InvoiceLine[],
  };
}

export function invoiceTotal(invoice: Invoice): Money {
  return invoice.lines.reduce<Money>(
    (sum, line) => ({
      currency: line.unitPrice.currency,
      amount: sum.amount + line.unitPrice.amount * line.quantity,
    }),
    { currency: 'EUR', amount: 0 },
  );
}

export async function listOpenInvoices(accountId: string): Promise<Invoice[]> {
  const rows = await db.query<InvoiceRow>(
    'SELECT * FROM invoices WHERE customer_id = $1 AND status = $2 ORDER BY due_at',
    [accountId, 'open'],
  );
  return rows.map(rowToInvoice);
}

export function describeInvoice(invoice: Invoice): string {
  const total = formatMoney(invoiceTotal(invoice));
  const due = invoice.dueAt ? invoice.dueAt.toISOString().slice(0, 10) : 'n/a';
  return `#${invoice.number} for ${invoice.accountId}: ${total} (due ${due})`;
}