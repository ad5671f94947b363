-- ... existing code ...
        date_trunc('month', i.paid_at) AS month
    FROM invoices i
    JOIN accounts a ON a.id = i.account_id
    WHERE i.status = 'paid'
      AND NOT a.is_test
      AND i.paid_at >= :start_date
      AND i.paid_at < :end_date
),
-- ... existing code ...
    COUNT(*) AS invoices,
    COUNT(DISTINCT p.account_id) AS paying_accounts,
    SUM(p.amount_cents) AS gross_cents,
-- ... existing code ...
