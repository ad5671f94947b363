-- ... existing code ...
CREATE TABLE orders (
    id           BIGSERIAL PRIMARY KEY,
    -- ... existing columns ...
    total_cents  INTEGER NOT NULL CHECK (total_cents >= 0),
    shipped_at   TIMESTAMPTZ,
    tracking_no  TEXT,
    created_at   TIMESTAMPTZ NOT NULL DEFAULT now(),
    updated_at   TIMESTAMPTZ NOT NULL DEFAULT now()
);

-- ... existing code ...
CREATE INDEX orders_status_created_at_idx ON orders (status, created_at);
CREATE INDEX orders_unshipped_idx ON orders (created_at) WHERE status = 'paid' AND shipped_at IS NULL;
CREATE INDEX order_items_product_id_idx ON order_items (product_id);
