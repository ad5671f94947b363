-- ... existing code ...

CREATE VIEW reporting.monthly_revenue AS
SELECT
    date_trunc('month', o.created_at)::date AS month,
    o.currency,
    count(*) AS orders,
    sum(o.total_cents) / 100.0 AS revenue,
    round(avg(o.total_cents) / 100.0, 2) AS avg_order
FROM orders o
JOIN customers c ON c.id = o.customer_id
WHERE o.status IN ('paid', 'shipped')
  AND c.email NOT LIKE '%@example.com'
GROUP BY 1, 2;

-- ... existing code ...
