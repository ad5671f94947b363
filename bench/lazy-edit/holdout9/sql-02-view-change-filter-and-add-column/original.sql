-- Monthly recurring revenue per plan, used by the finance dashboard.
CREATE OR REPLACE VIEW reporting.mrr_by_plan AS
WITH active_subscriptions AS (
    SELECT
        s.id,
        s.customer_id,
        s.plan_id,
        s.started_at
    FROM subscriptions s
    WHERE s.status = 'active'
      AND s.canceled_at IS NULL
),
normalized AS (
    SELECT
        a.plan_id,
        a.customer_id,
        CASE p.interval
            WHEN 'year' THEN p.price_cents / 12.0
            ELSE p.price_cents
        END AS monthly_cents
    FROM active_subscriptions a
    JOIN plans p ON p.id = a.plan_id
)
SELECT
    p.code AS plan_code,
    p.name AS plan_name,
    COUNT(DISTINCT n.customer_id) AS customers,
    ROUND(SUM(n.monthly_cents) / 100.0, 2) AS mrr
FROM normalized n
JOIN plans p ON p.id = n.plan_id
GROUP BY p.code, p.name
ORDER BY mrr DESC;

COMMENT ON VIEW reporting.mrr_by_plan IS 'MRR in dollars per plan, annual plans spread evenly across 12 months.';

GRANT SELECT ON reporting.mrr_by_plan TO finance_readonly;
