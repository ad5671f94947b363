-- ... existing code ...
CREATE VIEW reporting.churned_subscriptions AS
SELECT
    s.id            AS subscription_id,
    s.account_id,
    a.name          AS account_name,
    p.code          AS plan_code,
    s.started_at,
    s.cancelled_at,
    s.cancel_reason,
    s.cancelled_at - s.started_at AS lifetime
FROM billing.subscriptions s
JOIN billing.accounts a ON a.id = s.account_id
JOIN billing.plans p    ON p.id = s.plan_id
WHERE s.cancelled_at IS NOT NULL
  AND s.cancelled_at >= now() - interval '24 months'
  AND a.is_test = FALSE;
-- ... existing code ...
