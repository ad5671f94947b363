-- Monthly revenue report per plan, used by the finance dashboard.
-- Parameters: :month_start (date), :month_end (date, exclusive)

WITH paid_invoices AS (
    SELECT
        i.id,
        i.account_id,
        i.subscription_id,
        i.total_cents,
        i.currency,
        i.paid_at
    FROM invoices i
    WHERE i.status = 'paid'
      AND i.paid_at >= :month_start
      AND i.paid_at < :month_end
),
refunds AS (
    SELECT
        r.invoice_id,
        SUM(r.amount_cents) AS refunded_cents
    FROM refunds r
    WHERE r.created_at >= :month_start
      AND r.created_at < :month_end
    GROUP BY r.invoice_id
)
SELECT
    p.code AS plan_code,
    p.name AS plan_name,
    pi.currency,
    COUNT(DISTINCT pi.account_id) AS paying_accounts,
    COUNT(*) AS invoices,
    SUM(pi.total_cents) AS gross_cents,
    COALESCE(SUM(r.refunded_cents), 0) AS refunded_cents,
    SUM(pi.total_cents) - COALESCE(SUM(r.refunded_cents), 0) AS net_cents
FROM paid_invoices pi
JOIN subscriptions s ON s.id = pi.subscription_id
JOIN plans p ON p.id = s.plan_id
JOIN accounts a ON a.id = pi.account_id AND NOT a.is_internal
LEFT JOIN refunds r ON r.invoice_id = pi.id
GROUP BY p.code, p.name, pi.currency
ORDER BY net_cents DESC;
