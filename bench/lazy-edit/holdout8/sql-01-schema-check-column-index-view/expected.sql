-- Schema for the event ticketing service

CREATE TABLE venues (
    id          BIGSERIAL PRIMARY KEY,
    name        TEXT NOT NULL,
    city        TEXT NOT NULL,
    capacity    INTEGER NOT NULL CHECK (capacity > 0),
    created_at  TIMESTAMPTZ NOT NULL DEFAULT now()
);

CREATE TABLE events (
    id          BIGSERIAL PRIMARY KEY,
    venue_id    BIGINT NOT NULL REFERENCES venues (id),
    title       TEXT NOT NULL,
    starts_at   TIMESTAMPTZ NOT NULL,
    ends_at     TIMESTAMPTZ NOT NULL,
    status      TEXT NOT NULL DEFAULT 'draft'
                CHECK (status IN ('draft', 'on_sale', 'sold_out', 'postponed', 'cancelled')),
    created_at  TIMESTAMPTZ NOT NULL DEFAULT now(),
    CHECK (ends_at > starts_at)
);

CREATE INDEX events_venue_starts_idx ON events (venue_id, starts_at);

CREATE TABLE ticket_types (
    id          BIGSERIAL PRIMARY KEY,
    event_id    BIGINT NOT NULL REFERENCES events (id) ON DELETE CASCADE,
    name        TEXT NOT NULL,
    price_cents INTEGER NOT NULL CHECK (price_cents >= 0),
    quantity    INTEGER NOT NULL CHECK (quantity >= 0),
    UNIQUE (event_id, name)
);

CREATE TABLE orders (
    id              BIGSERIAL PRIMARY KEY,
    customer_email  TEXT NOT NULL,
    total_cents     INTEGER NOT NULL CHECK (total_cents >= 0),
    status          TEXT NOT NULL DEFAULT 'pending'
                    CHECK (status IN ('pending', 'paid', 'refunded', 'expired')),
    created_at      TIMESTAMPTZ NOT NULL DEFAULT now()
);

CREATE INDEX orders_customer_email_idx ON orders (lower(customer_email));

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
FROM events e
LEFT JOIN ticket_types tt ON tt.event_id = e.id
LEFT JOIN tickets t ON t.ticket_type_id = tt.id
GROUP BY e.id, e.title;
