-- ... existing code ...

CREATE OR REPLACE VIEW weekly_revenue AS
SELECT
    date_trunc('week', paid_at)::date AS week,
    sum(amount_cents - coalesce(refunded_cents, 0)) / 100.0 AS revenue,
    count(*) AS payments,
    count(*) FILTER (WHERE refunded_cents > 0) AS refunds
FROM payments
WHERE status IN ('succeeded', 'partially_refunded')
GROUP BY 1
ORDER BY 1;

-- ... existing code ...
