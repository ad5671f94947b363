-- ... existing code ...
CREATE TYPE fulfillment_status AS ENUM (
    'unfulfilled',
    'partially_fulfilled',
    'fulfilled',
    'returned',
    'cancelled'
);
-- ... existing code ...
    tracking_number text NOT NULL,
    weight_grams    integer CHECK (weight_grams >= 0),
    shipped_at      timestamptz NOT NULL DEFAULT now(),
-- ... existing code ...
CREATE INDEX shipments_order_id_idx ON shipments (order_id);
CREATE INDEX shipment_items_order_item_id_idx ON shipment_items (order_item_id);
CREATE INDEX orders_fulfillment_status_idx ON orders (fulfillment_status)
-- ... existing code ...
