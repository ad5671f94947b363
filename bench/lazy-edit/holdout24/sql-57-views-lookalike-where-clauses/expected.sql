-- Reporting views used by the finance dashboard.
-- Recreated on every deploy; keep them free of side effects.

DROP VIEW IF EXISTS finance.monthly_revenue;
DROP VIEW IF EXISTS finance.monthly_refunds;
DROP VIEW IF EXISTS finance.open_receivables;

CREATE VIEW finance.monthly_revenue AS
SELECT
    date_trunc('month', i.issued_at)::date AS month,
    i.currency,
    count(*)                               AS invoice_count,
    sum(i.total_cents) / 100.0             AS amount
FROM billing.invoices AS i
WHERE i.status IN ('issued', 'paid')
  AND i.issued_at >= date_trunc('year', now()) - interval '2 years'
  AND i.is_test = false
GROUP BY 1, 2
ORDER BY 1 DESC, 2;

CREATE VIEW finance.monthly_refunds AS
SELECT
    date_trunc('month', r.refunded_at)::date AS month,
    r.currency,
    count(*)                                 AS refund_count,
    sum(r.amount_cents) / 100.0              AS amount
FROM billing.refunds AS r
JOIN billing.invoices AS i ON i.id = r.invoice_id
WHERE r.status = 'succeeded'
  AND r.reason <> 'chargeback'
  AND r.refunded_at >= date_trunc('year', now()) - interval '3 years'
  AND i.is_test = false
GROUP BY 1, 2
ORDER BY 1 DESC, 2;

CREATE VIEW finance.open_receivables AS
SELECT
    c.id                         AS customer_id,
    c.name                       AS customer_name,
    i.currency,
    count(*)                     AS open_invoices,
    sum(i.total_cents) / 100.0   AS outstanding,
    min(i.due_at)                AS oldest_due_at,
    max(now()::date - i.due_at::date) AS max_days_overdue
FROM billing.invoices AS i
JOIN crm.customers AS c ON c.id = i.customer_id
WHERE i.status = 'issued'
  AND i.is_test = false
  AND i.due_at < now()
GROUP BY c.id, c.name, i.currency
HAVING sum(i.total_cents) > 0
ORDER BY outstanding DESC;

GRANT SELECT ON finance.monthly_revenue, finance.monthly_refunds, finance.open_receivables TO finance_readonly;
