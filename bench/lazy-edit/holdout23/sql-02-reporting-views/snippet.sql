-- ... existing code ...
CREATE OR REPLACE VIEW reporting.monthly_revenue AS
SELECT
    date_trunc('month', i.paid_at)::date AS month,
    p.code                               AS plan_code,
    i.currency                           AS currency,
    count(*)                             AS invoices,
    sum(i.amount_cents) / 100.0          AS revenue
-- ... existing code ...
WHERE i.paid_at IS NOT NULL
GROUP BY 1, 2, 3;
-- ... existing code ...
WHERE i.paid_at IS NULL
  AND i.issued_at < now() - interval '45 days'
ORDER BY i.issued_at;
-- ... existing code ...
