-- Reporting views used by the finance dashboard.
-- Owner: data-platform. Refreshed nightly by the dbt job `finance_views`.

CREATE OR REPLACE VIEW reporting.monthly_revenue AS
SELECT
    date_trunc('month', i.paid_at)::date AS month,
    p.code                               AS plan_code,
    i.currency                           AS currency,
    count(*)                             AS invoices,
    sum(i.amount_cents) / 100.0          AS revenue
FROM invoices i
JOIN subscriptions s ON s.id = i.subscription_id
JOIN plans p ON p.id = s.plan_id
WHERE i.paid_at IS NOT NULL
GROUP BY 1, 2, 3;

CREATE OR REPLACE VIEW reporting.active_subscriptions AS
SELECT
    p.code                       AS plan_code,
    count(*)                     AS subscriptions,
    sum(p.monthly_cents) / 100.0 AS mrr
FROM subscriptions s
JOIN plans p ON p.id = s.plan_id
WHERE s.status IN ('active', 'past_due')
GROUP BY 1;

CREATE OR REPLACE VIEW reporting.churned_customers AS
SELECT
    c.id,
    c.email,
    max(s.updated_at) AS churned_at
FROM customers c
JOIN subscriptions s ON s.customer_id = c.id
GROUP BY c.id, c.email
HAVING bool_and(s.status = 'canceled');

CREATE OR REPLACE VIEW reporting.overdue_invoices AS
SELECT
    i.id,
    c.email,
    i.amount_cents / 100.0 AS amount,
    i.issued_at,
    now() - i.issued_at    AS age
FROM invoices i
JOIN subscriptions s ON s.id = i.subscription_id
JOIN customers c ON c.id = s.customer_id
WHERE i.paid_at IS NULL
  AND i.issued_at < now() - interval '45 days'
ORDER BY i.issued_at;

GRANT SELECT ON ALL TABLES IN SCHEMA reporting TO finance_ro;
