-- Reporting views used by the finance dashboard.
-- Owner: data-platform. Recreate with `make reporting-views`.

DROP VIEW IF EXISTS reporting.daily_revenue;
DROP VIEW IF EXISTS reporting.monthly_revenue;
DROP VIEW IF EXISTS reporting.top_customers;

CREATE VIEW reporting.daily_revenue AS
SELECT
    date_trunc('day', o.created_at)::date AS day,
    o.currency,
    count(*) AS orders,
    sum(o.total_cents) / 100.0 AS revenue
FROM orders o
WHERE o.status IN ('paid', 'shipped')
GROUP BY 1, 2;

CREATE VIEW reporting.monthly_revenue AS
SELECT
    date_trunc('month', o.created_at)::date AS month,
    o.currency,
    count(*) AS orders,
    sum(o.total_cents) / 100.0 AS revenue
FROM orders o
WHERE o.status IN ('paid', 'shipped')
GROUP BY 1, 2;

CREATE VIEW reporting.top_customers AS
SELECT
    c.id AS customer_id,
    c.email,
    count(o.id) AS orders,
    sum(o.total_cents) / 100.0 AS lifetime_revenue,
    max(o.created_at) AS last_order_at
FROM customers c
JOIN orders o ON o.customer_id = c.id
WHERE o.status IN ('paid', 'shipped')
GROUP BY c.id, c.email
ORDER BY lifetime_revenue DESC
LIMIT 100;

GRANT SELECT ON reporting.daily_revenue TO finance_ro;
GRANT SELECT ON reporting.monthly_revenue TO finance_ro;
GRANT SELECT ON reporting.top_customers TO finance_ro;
