-- Reporting views used by the finance dashboard.
-- Recreated by `make db-views`; do not edit in production directly.

DROP VIEW IF EXISTS reporting.monthly_revenue;
DROP VIEW IF EXISTS reporting.active_subscriptions;

CREATE VIEW reporting.active_subscriptions AS
SELECT
    s.id AS subscription_id,
    a.id AS account_id,
    a.name AS account_name,
    p.code AS plan_code,
    s.seats,
    s.started_at,
    s.current_period_end,
    s.trial_ends_at
FROM billing.subscriptions s
JOIN core.accounts a ON a.id = s.account_id
JOIN billing.plans p ON p.id = s.plan_id
WHERE s.canceled_at IS NULL
  AND a.deleted_at IS NULL;

CREATE VIEW reporting.monthly_revenue AS
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
GROUP BY month, currency
ORDER BY month DESC, currency;

GRANT SELECT ON reporting.active_subscriptions TO finance_ro;
GRANT SELECT ON reporting.monthly_revenue TO finance_ro;
