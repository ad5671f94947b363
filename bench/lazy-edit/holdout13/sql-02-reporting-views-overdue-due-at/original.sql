-- Reporting views used by the admin dashboard.

CREATE OR REPLACE VIEW active_customers AS
SELECT
    c.id,
    c.email,
    c.name,
    c.created_at,
    max(i.issued_at) AS last_invoiced_at
FROM customers c
JOIN invoices i ON i.customer_id = c.id
WHERE i.status IN ('open', 'paid')
GROUP BY c.id, c.email, c.name, c.created_at;

CREATE OR REPLACE VIEW overdue_invoices AS
SELECT
    i.id,
    i.number,
    i.customer_id,
    c.email AS customer_email,
    i.total_cents,
    i.issued_at,
    now() - i.issued_at AS age
FROM invoices i
JOIN customers c ON c.id = i.customer_id
WHERE i.status = 'open'
  AND i.issued_at < now() - INTERVAL '30 days';

CREATE OR REPLACE VIEW monthly_revenue AS
SELECT
    date_trunc('month', p.created_at) AS month,
    sum(p.amount_cents) AS revenue_cents,
    count(DISTINCT i.customer_id) AS paying_customers
FROM payments p
JOIN invoices i ON i.id = p.invoice_id
GROUP BY 1
ORDER BY 1;

CREATE OR REPLACE VIEW invoice_balances AS
SELECT
    i.id,
    i.number,
    i.total_cents,
    coalesce(sum(p.amount_cents), 0) AS paid_cents,
    i.total_cents - coalesce(sum(p.amount_cents), 0) AS balance_cents
FROM invoices i
LEFT JOIN payments p ON p.invoice_id = i.id
GROUP BY i.id, i.number, i.total_cents;
