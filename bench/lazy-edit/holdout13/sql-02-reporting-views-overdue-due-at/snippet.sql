-- ... existing code ...

CREATE OR REPLACE VIEW overdue_invoices AS
SELECT
    i.id,
    i.number,
    i.customer_id,
    c.email AS customer_email,
    i.total_cents,
    i.issued_at,
    now() - coalesce(i.due_at, i.issued_at + INTERVAL '30 days') AS age,
    i.due_at
FROM invoices i
JOIN customers c ON c.id = i.customer_id
WHERE i.status = 'open'
  AND coalesce(i.due_at, i.issued_at + INTERVAL '30 days') < now();

-- ... existing code ...
