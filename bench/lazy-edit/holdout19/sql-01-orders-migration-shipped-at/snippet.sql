-- ... existing code ...
    total_cents  INTEGER     NOT NULL CHECK (total_cents >= 0),
    currency     CHAR(3)     NOT NULL DEFAULT 'EUR',
    shipped_at   TIMESTAMPTZ,
    created_at   TIMESTAMPTZ NOT NULL DEFAULT now(),
    updated_at   TIMESTAMPTZ NOT NULL DEFAULT now()
);

-- ... existing code ...
CREATE INDEX orders_status_created_at_idx ON orders (status, created_at DESC);
CREATE INDEX orders_shipped_at_idx ON orders (shipped_at) WHERE shipped_at IS NOT NULL;
CREATE INDEX order_items_order_id_idx ON order_items (order_id);
-- ... existing code ...
