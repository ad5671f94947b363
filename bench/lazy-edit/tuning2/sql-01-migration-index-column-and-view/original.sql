-- 0042_orders_fulfillment.sql
-- Adds fulfillment tracking to orders.

BEGIN;

CREATE TYPE fulfillment_status AS ENUM ('unfulfilled', 'partial', 'fulfilled', 'returned');

ALTER TABLE orders
    ADD COLUMN fulfillment_status fulfillment_status NOT NULL DEFAULT 'unfulfilled',
    ADD COLUMN fulfilled_at timestamptz;

CREATE TABLE shipments (
    id              bigserial PRIMARY KEY,
    order_id        bigint NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
    carrier         text NOT NULL,
    tracking_number text NOT NULL,
    shipped_at      timestamptz NOT NULL DEFAULT now(),
    delivered_at    timestamptz,
    UNIQUE (carrier, tracking_number)
);

CREATE INDEX shipments_order_id_idx ON shipments (order_id);

CREATE TABLE shipment_items (
    shipment_id   bigint NOT NULL REFERENCES shipments (id) ON DELETE CASCADE,
    order_item_id bigint NOT NULL REFERENCES order_items (id),
    quantity      integer NOT NULL CHECK (quantity > 0),
    PRIMARY KEY (shipment_id, order_item_id)
);

CREATE OR REPLACE VIEW order_fulfillment_summary AS
SELECT
    o.id AS order_id,
    o.fulfillment_status,
    count(DISTINCT s.id) AS shipment_count,
    max(s.shipped_at) AS last_shipped_at
FROM orders o
LEFT JOIN shipments s ON s.order_id = o.id
GROUP BY o.id, o.fulfillment_status;

COMMIT;
