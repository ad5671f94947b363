-- ... existing code ...

CREATE TABLE invoices (
    id            BIGSERIAL PRIMARY KEY,
    customer_id   BIGINT NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
    number        TEXT NOT NULL UNIQUE,
    status        TEXT NOT NULL DEFAULT 'draft'
                  CHECK (status IN ('draft', 'open', 'paid', 'void')),
    currency      CHAR(3) NOT NULL DEFAULT 'EUR',
    total_cents   BIGINT NOT NULL DEFAULT 0,
    issued_at     TIMESTAMPTZ,
    due_at        TIMESTAMPTZ,
    created_at    TIMESTAMPTZ NOT NULL DEFAULT now()
);

-- ... existing code ...

CREATE INDEX invoices_customer_id_idx ON invoices (customer_id);
CREATE INDEX invoice_lines_invoice_id_idx ON invoice_lines (invoice_id);
CREATE INDEX invoices_open_due_at_idx ON invoices (due_at) WHERE status = 'open';

COMMIT;
