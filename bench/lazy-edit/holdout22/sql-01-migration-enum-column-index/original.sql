-- Migration: 0042_orders_fulfillment
-- Adds fulfillment tracking to orders and a shipments table.

BEGIN;

CREATE TYPE fulfillment_status AS ENUM (
    'unfulfilled',
    'partially_fulfilled',
    'fulfilled',
    'returned'
);

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
    updated_at      timestamptz NOT NULL DEFAULT now(),
    CONSTRAINT shipments_tracking_unique UNIQUE (carrier, tracking_number)
);

CREATE TABLE shipment_items (
    shipment_id   bigint NOT NULL REFERENCES shipments (id) ON DELETE CASCADE,
    order_item_id bigint NOT NULL REFERENCES order_items (id),
    quantity      integer NOT NULL CHECK (quantity > 0),
    PRIMARY KEY (shipment_id, order_item_id)
);

CREATE INDEX shipments_order_id_idx ON shipments (order_id);
CREATE INDEX orders_fulfillment_status_idx ON orders (fulfillment_status)
    WHERE fulfillment_status <> 'fulfilled';

CREATE OR REPLACE FUNCTION touch_updated_at() RETURNS trigger AS $$
BEGIN
    NEW.updated_at := now();
    RETURN NEW;
END;
$$ LANGUAGE plpgsql;

CREATE TRIGGER shipments_touch_updated_at
    BEFORE UPDATE ON shipments
    FOR EACH ROW EXECUTE FUNCTION touch_updated_at();

COMMIT;
