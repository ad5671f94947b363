-- ... existing code ...
    WHERE o.channel = 'pos'
      AND o.status = 'paid'
      AND NOT o.is_training
    GROUP BY 1, 2
),
-- ... existing code ...
    s.name AS store_name,
    s.region,
    m.month,
-- ... existing code ...
