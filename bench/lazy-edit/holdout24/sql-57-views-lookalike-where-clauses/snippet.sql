-- ... rest unchanged ...
FROM billing.refunds AS r
JOIN billing.invoices AS i ON i.id = r.invoice_id
WHERE r.status = 'succeeded'
  AND r.reason <> 'chargeback'
  AND r.refunded_at >= date_trunc('year', now()) - interval '3 years'
  AND i.is_test = false
-- ... rest unchanged ...
WHERE i.status = 'issued'
  AND i.is_test = false
  AND i.due_at < now()
GROUP BY c.id, c.name, i.currency
-- ... rest unchanged ...
