-- ... existing code ...

CREATE TABLE orders (
    -- ... existing columns ...
    created_at   TIMESTAMPTZ NOT NULL DEFAULT now(),
    updated_at   TIMESTAMPTZ NOT NULL DEFAULT now(),
    shipped_at   TIMESTAMPTZ,
    CONSTRAINT orders_shipped_at_status CHECK (shipped_at IS NULL OR status = 'shipped')
);

-- ... existing code ...

CREATE INDEX orders_customer_id_idx ON orders (customer_id);
CREATE INDEX orders_pending_created_at_idx ON orders (created_at) WHERE status = 'pending';
CREATE INDEX order_lines_order_id_idx ON order_lines (order_id);

-- ... existing code ...
