-- Reporting views for the finance dashboard.
-- Owner: data-platform team. Refreshed nightly by the `refresh_finance_views` job.

DROP VIEW IF EXISTS finance.monthly_revenue CASCADE;
DROP VIEW IF EXISTS finance.customer_ltv CASCADE;

CREATE VIEW finance.monthly_revenue AS
WITH paid AS (
    SELECT
        i.account_id,
        date_trunc('month', i.paid_at)::date AS month,
        i.amount_cents,
        i.currency
    FROM billing.invoices AS i
    WHERE i.status = 'paid'
      AND i.paid_at IS NOT NULL
),
refunded AS (
    SELECT
        r.account_id,
        date_trunc('month', r.refunded_at)::date AS month,
        r.amount_cents,
        r.currency
    FROM billing.refunds AS r
    WHERE r.status = 'succeeded'
      AND r.refunded_at IS NOT NULL
      AND r.reason <> 'duplicate_charge'
)
SELECT
    month,
    currency,
    sum(amount_cents) FILTER (WHERE kind = 'paid') AS gross_cents,
    coalesce(sum(amount_cents) FILTER (WHERE kind = 'refund'), 0) AS refunded_cents,
    sum(CASE WHEN kind = 'paid' THEN amount_cents ELSE -amount_cents END) AS net_cents
FROM (
    SELECT account_id, month, amount_cents, currency, 'paid' AS kind FROM paid
    UNION ALL
    SELECT account_id, month, amount_cents, currency, 'refund' AS kind FROM refunded
) AS movements
GROUP BY month, currency
ORDER BY month DESC, currency;

CREATE VIEW finance.customer_ltv AS
SELECT
    a.id AS account_id,
    a.name,
    a.created_at::date AS signup_date,
    coalesce(sum(i.amount_cents), 0) AS lifetime_cents,
    count(i.id) AS paid_invoices,
    max(i.paid_at) AS last_paid_at
FROM accounts.accounts AS a
LEFT JOIN billing.invoices AS i
    ON i.account_id = a.id
   AND i.status = 'paid'
WHERE NOT a.is_test
GROUP BY a.id, a.name, a.created_at;

COMMENT ON VIEW finance.monthly_revenue IS 'Gross, refunded and net revenue per month and currency.';
COMMENT ON VIEW finance.customer_ltv IS 'Lifetime paid revenue per account.';
