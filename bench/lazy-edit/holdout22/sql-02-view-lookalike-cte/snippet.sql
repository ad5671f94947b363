-- ... unchanged ...
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
-- ... unchanged ...
LEFT JOIN billing.invoices AS i
    ON i.account_id = a.id
   AND i.status = 'paid'
WHERE NOT a.is_test
GROUP BY a.id, a.name, a.created_at;
-- ... unchanged ...
