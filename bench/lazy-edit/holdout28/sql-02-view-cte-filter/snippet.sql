-- ... existing code ...
churned_revenue AS (
    -- ...
     WHERE s.canceled_at IS NOT NULL
       AND s.status = 'canceled'
     GROUP BY 1
),
-- ... existing code ...
    'Month-by-month new, churned and collected revenue in major currency units.';

GRANT SELECT ON reporting.monthly_revenue TO metabase_reader, finance_analyst;
