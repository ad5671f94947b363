-- ... existing code ...
    FROM invoices i
    JOIN subscriptions s ON s.id = i.subscription_id
    JOIN accounts a ON a.id = i.account_id
    WHERE i.status = 'paid'
      AND NOT a.is_test
      AND i.paid_at >= :start_month::date
-- ... existing code ...
    COALESCE(ibm.paying_accounts, 0) AS paying_accounts,
    CASE
        WHEN COALESCE(ibm.paying_accounts, 0) = 0 THEN 0
        ELSE (COALESCE(ibm.revenue_cents, 0) - COALESCE(rbm.refunded_cents, 0)) / ibm.paying_accounts
    END AS net_cents_per_account
FROM months m
CROSS JOIN plans p
LEFT JOIN invoices_by_month ibm ON ibm.month = m.month AND ibm.plan_id = p.id
LEFT JOIN refunds_by_month rbm ON rbm.month = m.month AND rbm.plan_id = p.id
WHERE p.archived_at IS NULL
ORDER BY m.month, p.code;
