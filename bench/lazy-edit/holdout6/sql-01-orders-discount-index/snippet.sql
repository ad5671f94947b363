-- ... existing code ...
    subtotal_cents  BIGINT NOT NULL,
    discount_cents  BIGINT NOT NULL DEFAULT 0,
    total_cents     BIGINT NOT NULL,
    -- ... existing code ...
    CONSTRAINT orders_status_check
        CHECK (status IN ('pending', 'paid', 'shipped', 'cancelled', 'refunded'))
);

CREATE INDEX orders_customer_id_idx ON orders (customer_id);
CREATE INDEX orders_created_at_idx ON orders (created_at);
CREATE INDEX orders_open_status_idx ON orders (status) WHERE status IN ('pending', 'paid');

-- ... existing code ...
