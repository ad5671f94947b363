-- ... existing code ...
    FROM billing.invoices i
    JOIN billing.subscriptions s ON s.id = i.subscription_id
    JOIN billing.customers c ON c.id = s.customer_id
    WHERE i.status = 'paid'
      AND NOT c.is_test
    GROUP BY 1, 2, 3
),
refunded AS (
    SELECT
        date_trunc('month', r.succeeded_at) AS month,
        -- ... existing code ...
    WHERE r.status = 'succeeded'
      AND NOT c.is_test
    GROUP BY 1, 2, 3
),
-- ... existing code ...
