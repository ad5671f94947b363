-- ... existing code ...
    s.started_at,
    s.current_period_end,
    s.trial_ends_at
FROM billing.subscriptions s
-- ... existing code ...
WITH paid AS (
    SELECT
        i.account_id,
        date_trunc('month', i.paid_at) AS month,
        i.amount_cents,
        i.amount_cents - COALESCE(r.refunded_cents, 0) AS net_cents,
        i.currency
    FROM billing.invoices i
    LEFT JOIN (
        SELECT invoice_id, SUM(amount_cents) AS refunded_cents
        FROM billing.refunds
        GROUP BY invoice_id
    ) r ON r.invoice_id = i.id
    WHERE i.status = 'paid'
      AND i.paid_at IS NOT NULL
)
SELECT
    month,
    currency,
    COUNT(DISTINCT account_id) AS paying_accounts,
    SUM(amount_cents) AS revenue_cents,
    SUM(net_cents) AS net_revenue_cents
FROM paid
-- ... existing code ...
