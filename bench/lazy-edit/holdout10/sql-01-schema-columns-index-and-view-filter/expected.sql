-- Schema for the billing service.
-- Apply with: psql "$DATABASE_URL" -f schema.sql

CREATE TABLE IF NOT EXISTS customers (
    id            BIGSERIAL PRIMARY KEY,
    email         TEXT        NOT NULL UNIQUE,
    name          TEXT        NOT NULL,
    country_code  CHAR(2)     NOT NULL,
    created_at    TIMESTAMPTZ NOT NULL DEFAULT now()
);

CREATE TABLE IF NOT EXISTS invoices (
    id            BIGSERIAL PRIMARY KEY,
    customer_id   BIGINT      NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
    number        TEXT        NOT NULL UNIQUE,
    currency      CHAR(3)     NOT NULL DEFAULT 'USD',
    total_cents   BIGINT      NOT NULL CHECK (total_cents >= 0),
    issued_at     TIMESTAMPTZ NOT NULL DEFAULT now(),
    due_at        TIMESTAMPTZ NOT NULL,
    paid_at       TIMESTAMPTZ,
    voided_at     TIMESTAMPTZ
);

CREATE INDEX IF NOT EXISTS invoices_customer_id_idx ON invoices (customer_id);
CREATE INDEX IF NOT EXISTS invoices_due_at_unpaid_idx ON invoices (due_at) WHERE paid_at IS NULL;

CREATE TABLE IF NOT EXISTS payments (
    id            BIGSERIAL PRIMARY KEY,
    invoice_id    BIGINT      NOT NULL REFERENCES invoices (id) ON DELETE CASCADE,
    amount_cents  BIGINT      NOT NULL CHECK (amount_cents > 0),
    method        TEXT        NOT NULL,
    provider_ref  TEXT,
    received_at   TIMESTAMPTZ NOT NULL DEFAULT now()
);

CREATE INDEX IF NOT EXISTS payments_invoice_id_idx ON payments (invoice_id);
CREATE UNIQUE INDEX IF NOT EXISTS payments_provider_ref_key ON payments (provider_ref) WHERE provider_ref IS NOT NULL;

CREATE OR REPLACE VIEW overdue_invoices AS
SELECT
    i.id,
    i.number,
    c.email AS customer_email,
    i.total_cents,
    i.due_at,
    now() - i.due_at AS overdue_by
FROM invoices i
JOIN customers c ON c.id = i.customer_id
WHERE i.paid_at IS NULL
  AND i.voided_at IS NULL
  AND i.due_at < now();
