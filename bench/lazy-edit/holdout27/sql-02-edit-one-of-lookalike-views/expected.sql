-- Reporting views consumed by the BI dashboards.
-- Owner: data-platform team. Recreate with: psql -f views.sql

BEGIN;

DROP VIEW IF EXISTS reporting.monthly_revenue;
DROP VIEW IF EXISTS reporting.active_subscriptions;
DROP VIEW IF EXISTS reporting.churned_subscriptions;

CREATE VIEW reporting.active_subscriptions AS
SELECT
    s.id            AS subscription_id,
    s.account_id,
    a.name          AS account_name,
    p.code          AS plan_code,
    s.started_at,
    s.current_period_end
FROM billing.subscriptions s
JOIN billing.accounts a ON a.id = s.account_id
JOIN billing.plans p    ON p.id = s.plan_id
WHERE s.cancelled_at IS NULL
  AND a.is_test = FALSE;

CREATE VIEW reporting.churned_subscriptions AS
SELECT
    s.id            AS subscription_id,
    s.account_id,
    a.name          AS account_name,
    p.code          AS plan_code,
    s.started_at,
    s.cancelled_at,
    s.cancel_reason,
    s.cancelled_at - s.started_at AS lifetime
FROM billing.subscriptions s
JOIN billing.accounts a ON a.id = s.account_id
JOIN billing.plans p    ON p.id = s.plan_id
WHERE s.cancelled_at IS NOT NULL
  AND s.cancelled_at >= now() - interval '24 months'
  AND a.is_test = FALSE;

CREATE VIEW reporting.monthly_revenue AS
SELECT
    date_trunc('month', i.paid_at) AS month,
    i.currency,
    SUM(i.amount_cents) / 100.0    AS revenue,
    COUNT(DISTINCT i.account_id)   AS paying_accounts
FROM billing.invoices i
JOIN billing.accounts a ON a.id = i.account_id
WHERE i.status = 'paid'
  AND a.is_test = FALSE
GROUP BY 1, 2
ORDER BY 1, 2;

GRANT SELECT ON ALL TABLES IN SCHEMA reporting TO bi_reader;

COMMIT;
