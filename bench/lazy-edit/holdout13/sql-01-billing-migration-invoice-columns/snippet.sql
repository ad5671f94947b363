-- ... existing code ...
    total_cents  BIGINT NOT NULL DEFAULT 0,
    currency     CHAR(3) NOT NULL DEFAULT 'USD',
    issued_at    TIMESTAMPTZ,
    due_at       TIMESTAMPTZ,
    created_at   TIMESTAMPTZ NOT NULL DEFAULT now()
);

-- ... existing code ...

CREATE INDEX invoices_customer_id_idx ON invoices (customer_id);
CREATE INDEX invoices_open_due_at_idx ON invoices (due_at) WHERE status = 'open';
CREATE INDEX invoice_lines_invoice_id_idx ON invoice_lines (invoice_id);
-- ... existing code ...
