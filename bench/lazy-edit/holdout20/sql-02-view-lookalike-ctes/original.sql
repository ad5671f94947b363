-- Monthly revenue report used by the finance dashboard.
-- Refreshed nightly by the `refresh_reporting_views` job.

DROP MATERIALIZED VIEW IF EXISTS reporting.monthly_revenue;

CREATE MATERIALIZED VIEW reporting.monthly_revenue AS
WITH paid AS (
    SELECT
        date_trunc('month', i.paid_at) AS month,
        c.country_code,
        i.currency,
        SUM(i.amount_cents) AS cents
    FROM billing.invoices i
    JOIN billing.subscriptions s ON s.id = i.subscription_id
    JOIN billing.customers c ON c.id = s.customer_id
    WHERE i.status = 'paid'
    GROUP BY 1, 2, 3
),
refunded AS (
    SELECT
        date_trunc('month', r.created_at) AS month,
        c.country_code,
        r.currency,
        SUM(r.amount_cents) AS cents
    FROM billing.refunds r
    JOIN billing.invoices i ON i.id = r.invoice_id
    JOIN billing.subscriptions s ON s.id = i.subscription_id
    JOIN billing.customers c ON c.id = s.customer_id
    WHERE r.status = 'succeeded'
    GROUP BY 1, 2, 3
),
rates AS (
    SELECT month, currency, eur_rate
    FROM reporting.monthly_fx_rates
)
SELECT
    p.month,
    p.country_code,
    ROUND(SUM(p.cents * rt.eur_rate) / 100.0, 2) AS gross_eur,
    ROUND(SUM(COALESCE(rf.cents, 0) * rt.eur_rate) / 100.0, 2) AS refunded_eur,
    ROUND(SUM((p.cents - COALESCE(rf.cents, 0)) * rt.eur_rate) / 100.0, 2) AS net_eur
FROM paid p
LEFT JOIN refunded rf
    ON rf.month = p.month
   AND rf.country_code = p.country_code
   AND rf.currency = p.currency
JOIN rates rt
    ON rt.month = p.month
   AND rt.currency = p.currency
GROUP BY p.month, p.country_code
ORDER BY p.month, p.country_code;

CREATE UNIQUE INDEX monthly_revenue_month_country_idx
    ON reporting.monthly_revenue (month, country_code);
