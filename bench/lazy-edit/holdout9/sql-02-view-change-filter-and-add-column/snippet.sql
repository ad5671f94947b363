-- ... existing code ...
    FROM subscriptions s
    WHERE s.status IN ('active', 'past_due')
      AND s.canceled_at IS NULL
),
-- ... existing code ...
SELECT
    p.code AS plan_code,
    p.name AS plan_name,
    COUNT(DISTINCT n.customer_id) AS customers,
    ROUND(SUM(n.monthly_cents) / 100.0, 2) AS mrr,
    ROUND(SUM(n.monthly_cents) / 100.0 / NULLIF(COUNT(DISTINCT n.customer_id), 0), 2) AS arpu
FROM normalized n
-- ... existing code ...
