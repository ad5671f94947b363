-- Reporting views used by the analytics dashboard.

CREATE OR REPLACE VIEW daily_signups AS
SELECT
    date_trunc('day', created_at)::date AS day,
    count(*) AS signups
FROM users
WHERE deleted_at IS NULL
GROUP BY 1
ORDER BY 1;

CREATE OR REPLACE VIEW weekly_signups AS
SELECT
    date_trunc('week', created_at)::date AS week,
    count(*) AS signups
FROM users
WHERE deleted_at IS NULL
GROUP BY 1
ORDER BY 1;

CREATE OR REPLACE VIEW daily_revenue AS
SELECT
    date_trunc('day', paid_at)::date AS day,
    sum(amount_cents) / 100.0 AS revenue,
    count(*) AS payments
FROM payments
WHERE status = 'succeeded'
GROUP BY 1
ORDER BY 1;

CREATE OR REPLACE VIEW weekly_revenue AS
SELECT
    date_trunc('week', paid_at)::date AS week,
    sum(amount_cents) / 100.0 AS revenue,
    count(*) AS payments
FROM payments
WHERE status = 'succeeded'
GROUP BY 1
ORDER BY 1;

CREATE OR REPLACE VIEW revenue_by_plan AS
SELECT
    p.plan,
    sum(p.amount_cents) / 100.0 AS revenue,
    count(DISTINCT p.user_id) AS paying_users
FROM payments p
WHERE p.status = 'succeeded'
GROUP BY p.plan
ORDER BY revenue DESC;
