const { groupBy, sumBy } = require('lodash');

const CURRENCY = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

function formatDisplayDate(value) {
  const date = value instanceof Date ? value : new Date(value);
  return date.toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'short',
    day: '2-digit',
  });
}

function fmtMoney(cents) {
  return CURRENCY.format(cents / 100);
}

function formatInvoiceRow(invoice) {
  return {
    id: invoice.id,
    customer: invoice.customerName,
    issued: formatDisplayDate(invoice.issuedAt),
    due: formatDisplayDate(invoice.dueAt),
    total: fmtMoney(invoice.totalCents),
    status: invoice.paidAt ? 'Paid' : 'Open',
  };
}

function formatPaymentRow(payment) {
  return {
    id: payment.id,
    invoiceId: payment.invoiceId,
    received: formatDisplayDate(payment.receivedAt),
    amount: fmtMoney(payment.amountCents),
    method: payment.method,
  };
}

function summarize(invoices) {
  const byStatus = groupBy(invoices, (inv) => (inv.paidAt ? 'paid' : 'open'));
  return {
    count: invoices.length,
    paidCount: (byStatus.paid || []).length,
    openCount: (byStatus.open || []).length,
    totalBilled: fmtMoney(sumBy(invoices, 'totalCents')),
    totalOutstanding: fmtMoney(sumBy(byStatus.open || [], 'totalCents')),
  };
}

function buildReport(invoices, payments, generatedAt = new Date()) {
  return {
    title: `Billing report — ${formatDisplayDate(generatedAt)}`,
    summary: summarize(invoices),
    invoices: invoices.map(formatInvoiceRow),
    payments: payments.map(formatPaymentRow),
  };
}

module.exports = {
  buildReport,
  formatInvoiceRow,
  formatPaymentRow,
  formatDisplayDate,
  fmtMoney,
};
