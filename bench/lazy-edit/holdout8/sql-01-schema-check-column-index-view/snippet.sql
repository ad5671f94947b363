-- ...existing code...
    status      TEXT NOT NULL DEFAULT 'draft'
                CHECK (status IN ('draft', 'on_sale', 'sold_out', 'postponed', 'cancelled')),
-- ...existing code...
CREATE TABLE tickets (
    id              BIGSERIAL PRIMARY KEY,
    order_id        BIGINT NOT NULL REFERENCES orders (id),
    ticket_type_id  BIGINT NOT NULL REFERENCES ticket_types (id),
    code            TEXT NOT NULL UNIQUE,
    holder_name     TEXT,
    scanned_at      TIMESTAMPTZ
);

CREATE INDEX tickets_order_idx ON tickets (order_id);
CREATE INDEX tickets_ticket_type_idx ON tickets (ticket_type_id);

CREATE VIEW event_sales AS
SELECT
    e.id AS event_id,
    e.title,
    count(t.id) AS tickets_sold,
    coalesce(sum(tt.price_cents) FILTER (WHERE t.id IS NOT NULL), 0) AS revenue_cents
-- ...existing code...
