-- Monthly revenue report, grouped by plan.
-- Parameters: :start_date, :end_date

WITH paid_invoices AS (
    SELECT
        i.id,
        i.account_id,
        i.amount_cents,
        i.currency,
        date_trunc('month', i.paid_at) AS month
    FROM invoices i
    JOIN accounts a ON a.id = i.account_id
    WHERE i.status = 'paid'
      AND NOT a.is_test
      AND i.paid_at >= :start_date
      AND i.paid_at < :end_date
),
refunds AS (
    SELECT
        r.invoice_id,
        SUM(r.amount_cents) AS refunded_cents
    FROM refunds r
    WHERE r.created_at >= :start_date
      AND r.created_at < :end_date
    GROUP BY r.invoice_id
),
account_plans AS (
    SELECT DISTINCT ON (s.account_id)
        s.account_id,
        s.plan
    FROM subscriptions s
    WHERE s.started_at < :end_date
    ORDER BY s.account_id, s.started_at DESC
)
SELECT
    p.month,
    COALESCE(ap.plan, 'unknown') AS plan,
    p.currency,
    COUNT(*) AS invoices,
    COUNT(DISTINCT p.account_id) AS paying_accounts,
    SUM(p.amount_cents) AS gross_cents,
    SUM(COALESCE(rf.refunded_cents, 0)) AS refunded_cents,
    SUM(p.amount_cents - COALESCE(rf.refunded_cents, 0)) AS net_cents
FROM paid_invoices p
LEFT JOIN refunds rf ON rf.invoice_id = p.id
LEFT JOIN account_plans ap ON ap.account_id = p.account_id
GROUP BY p.month, ap.plan, p.currency
ORDER BY p.month, plan, p.currency;
