-- Migration: 0042_orders_fulfillment
-- Adds fulfillment tracking to orders and backfills existing rows.

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
    created_at      timestamptz NOT NULL DEFAULT now(),
    UNIQUE (carrier, tracking_number)
);

CREATE INDEX shipments_order_id_idx ON shipments (order_id);

CREATE TABLE shipment_items (
    shipment_id bigint NOT NULL REFERENCES shipments (id) ON DELETE CASCADE,
    order_item_id bigint NOT NULL REFERENCES order_items (id),
    quantity integer NOT NULL CHECK (quantity > 0),
    PRIMARY KEY (shipment_id, order_item_id)
);

-- Orders that were marked as shipped by the old workflow are considered fulfilled.
UPDATE orders
SET fulfillment_status = 'fulfilled',
    fulfilled_at = shipped_at
WHERE legacy_shipped = true
  AND shipped_at IS NOT NULL;

CREATE INDEX orders_unfulfilled_idx
    ON orders (created_at)
    WHERE fulfillment_status IN ('unfulfilled', 'partial');

COMMIT;
