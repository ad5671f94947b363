-- Monthly revenue dashboard view.
-- Used by the finance Metabase collection; keep column names stable.

CREATE OR REPLACE VIEW reporting.monthly_revenue AS
WITH new_revenue AS (
    SELECT date_trunc('month', s.started_at) AS month,
           SUM(p.price_cents) / 100.0        AS amount
      FROM subscriptions s
      JOIN plans p ON p.id = s.plan_id
     WHERE s.status <> 'trialing'
     GROUP BY 1
),
churned_revenue AS (
    SELECT date_trunc('month', s.canceled_at) AS month,
           SUM(p.price_cents) / 100.0         AS amount
      FROM subscriptions s
      JOIN plans p ON p.id = s.plan_id
     WHERE s.canceled_at IS NOT NULL
       AND s.status = 'canceled'
     GROUP BY 1
),
collected AS (
    SELECT date_trunc('month', i.paid_at) AS month,
           SUM(i.amount_cents) / 100.0    AS amount
      FROM invoices i
     WHERE i.paid_at IS NOT NULL
     GROUP BY 1
),
months AS (
    SELECT generate_series(
               date_trunc('month', (SELECT MIN(started_at) FROM subscriptions)),
               date_trunc('month', now()),
               interval '1 month'
           ) AS month
)
SELECT m.month::date                         AS month,
       COALESCE(n.amount, 0)                 AS new_mrr,
       COALESCE(c.amount, 0)                 AS churned_mrr,
       COALESCE(n.amount, 0) - COALESCE(c.amount, 0) AS net_new_mrr,
       COALESCE(col.amount, 0)               AS collected
  FROM months m
  LEFT JOIN new_revenue n     ON n.month = m.month
  LEFT JOIN churned_revenue c ON c.month = m.month
  LEFT JOIN collected col     ON col.month = m.month
 ORDER BY m.month;

COMMENT ON VIEW reporting.monthly_revenue IS
    'Month-by-month new, churned and collected revenue in major currency units.';

GRANT SELECT ON reporting.monthly_revenue TO metabase_reader, finance_analyst;
