-- Monthly revenue by plan, used by the finance dashboard.
-- Parameters: :start_month (date), :end_month (date)

WITH months AS (
    SELECT generate_series(
        date_trunc('month', :start_month::date),
        date_trunc('month', :end_month::date),
        interval '1 month'
    )::date AS month
),
invoices_by_month AS (
    SELECT
        date_trunc('month', i.paid_at)::date AS month,
        s.plan_id,
        SUM(i.amount_cents) AS revenue_cents,
        COUNT(DISTINCT i.account_id) AS paying_accounts
    FROM invoices i
    JOIN subscriptions s ON s.id = i.subscription_id
    WHERE i.status = 'paid'
      AND i.paid_at >= :start_month::date
      AND i.paid_at < (:end_month::date + interval '1 month')
    GROUP BY 1, 2
),
refunds_by_month AS (
    SELECT
        date_trunc('month', r.created_at)::date AS month,
        s.plan_id,
        SUM(r.amount_cents) AS refunded_cents
    FROM refunds r
    JOIN invoices i ON i.id = r.invoice_id
    JOIN subscriptions s ON s.id = i.subscription_id
    WHERE r.created_at >= :start_month::date
      AND r.created_at < (:end_month::date + interval '1 month')
    GROUP BY 1, 2
)
SELECT
    m.month,
    p.code AS plan,
    COALESCE(ibm.revenue_cents, 0) AS revenue_cents,
    COALESCE(rbm.refunded_cents, 0) AS refunded_cents,
    COALESCE(ibm.revenue_cents, 0) - COALESCE(rbm.refunded_cents, 0) AS net_cents,
    COALESCE(ibm.paying_accounts, 0) AS paying_accounts
FROM months m
CROSS JOIN plans p
LEFT JOIN invoices_by_month ibm ON ibm.month = m.month AND ibm.plan_id = p.id
LEFT JOIN refunds_by_month rbm ON rbm.month = m.month AND rbm.plan_id = p.id
ORDER BY m.month, p.code;
