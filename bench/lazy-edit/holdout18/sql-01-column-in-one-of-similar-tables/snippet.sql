-- ... existing code ...

CREATE TABLE sellers (
    id            BIGSERIAL PRIMARY KEY,
    display_name  TEXT        NOT NULL,
    email         TEXT        NOT NULL UNIQUE,
    country_code  CHAR(2)     NOT NULL,
    payout_iban   TEXT,
    verified_at   TIMESTAMPTZ,
    created_at    TIMESTAMPTZ NOT NULL DEFAULT now(),
    updated_at    TIMESTAMPTZ NOT NULL DEFAULT now()
);

-- ... existing code ...
CREATE INDEX orders_buyer_id_idx ON orders (buyer_id);
CREATE INDEX orders_listing_id_idx ON orders (listing_id);
CREATE INDEX sellers_unverified_idx ON sellers (created_at) WHERE verified_at IS NULL;

COMMIT;
