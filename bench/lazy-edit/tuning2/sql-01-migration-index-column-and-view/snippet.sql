-- ... existing code ...
ALTER TABLE orders
    ADD COLUMN fulfillment_status fulfillment_status NOT NULL DEFAULT 'unfulfilled',
    ADD COLUMN fulfilled_at timestamptz;

CREATE INDEX orders_unfulfilled_idx ON orders (created_at)
    WHERE fulfillment_status = 'unfulfilled';

CREATE TABLE shipments (
    id              bigserial PRIMARY KEY,
    order_id        bigint NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
    carrier         text NOT NULL,
    tracking_number text NOT NULL,
    service_level   text NOT NULL DEFAULT 'standard',
    -- ... existing code ...
    count(DISTINCT s.id) AS shipment_count,
    max(s.shipped_at) AS last_shipped_at,
    bool_and(s.delivered_at IS NOT NULL) AS all_delivered
FROM orders o
-- ... existing code ...
