-- ... existing code ...
    status        TEXT NOT NULL DEFAULT 'pending'
                  CHECK (status IN ('pending', 'paid', 'shipped', 'cancelled', 'refunded')),
    currency      CHAR(3) NOT NULL DEFAULT 'EUR',
    total_cents   BIGINT NOT NULL CHECK (total_cents >= 0),
    refunded_cents BIGINT NOT NULL DEFAULT 0 CHECK (refunded_cents >= 0),
    placed_at     TIMESTAMPTZ NOT NULL DEFAULT now(),
-- ... existing code ...
CREATE INDEX order_lines_order_id_idx ON order_lines (order_id);
CREATE INDEX order_lines_sku_idx ON order_lines (sku);

-- ... existing code ...
