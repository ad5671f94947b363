-- Monthly revenue dashboard view.
-- Owner: analytics@ (see dbt docs for lineage)

CREATE OR REPLACE VIEW reporting.monthly_revenue AS
WITH web_orders AS (
    SELECT
        date_trunc('month', o.created_at) AS month,
        o.store_id,
        SUM(o.total_cents) / 100.0 AS revenue,
        COUNT(*) AS orders
    FROM sales.orders o
    WHERE o.channel = 'web'
      AND o.status IN ('paid', 'shipped', 'delivered')
    GROUP BY 1, 2
),
pos_orders AS (
    SELECT
        date_trunc('month', o.created_at) AS month,
        o.store_id,
        SUM(o.total_cents) / 100.0 AS revenue,
        COUNT(*) AS orders
    FROM sales.orders o
    WHERE o.channel = 'pos'
      AND o.status IN ('paid', 'shipped', 'delivered')
    GROUP BY 1, 2
),
refunds AS (
    SELECT
        date_trunc('month', r.refunded_at) AS month,
        o.store_id,
        SUM(r.amount_cents) / 100.0 AS refunded
    FROM sales.refunds r
    JOIN sales.orders o ON o.id = r.order_id
    GROUP BY 1, 2
)
SELECT
    s.id AS store_id,
    s.name AS store_name,
    m.month,
    COALESCE(w.revenue, 0) AS web_revenue,
    COALESCE(p.revenue, 0) AS pos_revenue,
    COALESCE(w.orders, 0) + COALESCE(p.orders, 0) AS orders,
    COALESCE(r.refunded, 0) AS refunded,
    COALESCE(w.revenue, 0) + COALESCE(p.revenue, 0) - COALESCE(r.refunded, 0) AS net_revenue
FROM sales.stores s
CROSS JOIN generate_series(
    date_trunc('month', now()) - interval '23 months',
    date_trunc('month', now()),
    interval '1 month'
) AS m(month)
LEFT JOIN web_orders w ON w.store_id = s.id AND w.month = m.month
LEFT JOIN pos_orders p ON p.store_id = s.id AND p.month = m.month
LEFT JOIN refunds r ON r.store_id = s.id AND r.month = m.month
WHERE s.closed_at IS NULL OR s.closed_at >= m.month;
