-- ... existing migration ...
    delivered_at    timestamptz,
    weight_grams    integer CHECK (weight_grams > 0),
    label_url       text,
    created_at      timestamptz NOT NULL DEFAULT now(),
-- ... existing migration ...
-- Orders that were marked as shipped by the old workflow are considered fulfilled.
UPDATE orders
SET fulfillment_status = 'fulfilled',
    fulfilled_at = COALESCE(shipped_at, updated_at)
WHERE legacy_shipped = true;

CREATE INDEX orders_unfulfilled_idx
-- ... existing migration ...
