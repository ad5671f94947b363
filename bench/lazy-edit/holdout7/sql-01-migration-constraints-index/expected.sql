-- 0042_orders_and_payments.sql
BEGIN;

CREATE TABLE customers (
    id          BIGSERIAL PRIMARY KEY,
    email       TEXT NOT NULL UNIQUE,
    full_name   TEXT NOT NULL,
    created_at  TIMESTAMPTZ NOT NULL DEFAULT now()
);

CREATE TABLE orders (
    id           BIGSERIAL PRIMARY KEY,
    customer_id  BIGINT NOT NULL REFERENCES customers (id),
    status       TEXT NOT NULL DEFAULT 'pending'
                 CHECK (status IN ('pending', 'paid', 'shipped', 'cancelled')),
    total_cents  INTEGER NOT NULL CHECK (total_cents >= 0),
    currency     CHAR(3) NOT NULL DEFAULT 'USD',
    created_at   TIMESTAMPTZ NOT NULL DEFAULT now()
);

CREATE INDEX orders_customer_id_idx ON orders (customer_id);

CREATE TABLE payments (
    id           BIGSERIAL PRIMARY KEY,
    order_id     BIGINT NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
    provider     TEXT NOT NULL,
    amount_cents INTEGER NOT NULL,
    captured_at  TIMESTAMPTZ
);

CREATE INDEX payments_order_id_idx ON payments (order_id);

CREATE VIEW order_totals AS
SELECT c.id AS customer_id,
       c.email,
       count(o.id) AS order_count,
       coalesce(sum(o.total_cents), 0) AS lifetime_cents
FROM customers c
LEFT JOIN orders o ON o.customer_id = c.id
GROUP BY c.id, c.email;

COMMIT;
