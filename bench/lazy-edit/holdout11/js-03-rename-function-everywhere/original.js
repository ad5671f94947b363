import { getLocale } from './i18n';

const CURRENCY_FORMATTERS = new Map();

export function formatDate(value, { withTime = false } = {}) {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) {
    return '—';
  }
  const options = withTime
    ? { dateStyle: 'medium', timeStyle: 'short' }
    : { dateStyle: 'medium' };
  return new Intl.DateTimeFormat(getLocale(), options).format(date);
}

export function formatCurrency(amount, currency = 'USD') {
  const key = `${getLocale()}:${currency}`;
  if (!CURRENCY_FORMATTERS.has(key)) {
    CURRENCY_FORMATTERS.set(
      key,
      new Intl.NumberFormat(getLocale(), { style: 'currency', currency })
    );
  }
  return CURRENCY_FORMATTERS.get(key).format(amount);
}

export function buildInvoiceRows(invoices) {
  return invoices.map((invoice) => ({
    id: invoice.id,
    number: invoice.number,
    customer: invoice.customer.name,
    issued: formatDate(invoice.issuedAt),
    due: formatDate(invoice.dueAt),
    total: formatCurrency(invoice.total, invoice.currency),
    status: invoice.paidAt ? 'Paid' : 'Open',
  }));
}

export function buildPaymentRows(payments) {
  return payments.map((payment) => ({
    id: payment.id,
    invoice: payment.invoiceNumber,
    receivedAt: formatDate(payment.receivedAt, { withTime: true }),
    amount: formatCurrency(payment.amount, payment.currency),
    method: payment.method === 'card' ? `Card •••• ${payment.last4}` : 'Bank transfer',
  }));
}

export function summarize(invoices) {
  const open = invoices.filter((invoice) => !invoice.paidAt);
  const overdue = open.filter((invoice) => new Date(invoice.dueAt) < new Date());
  return {
    openCount: open.length,
    overdueCount: overdue.length,
    oldestDue: overdue.length ? formatDate(overdue[0].dueAt) : null,
  };
}
