-- 0007_marketplace_schema.sql
-- Core tables for the marketplace service.

BEGIN;

CREATE TABLE sellers (
    id            BIGSERIAL PRIMARY KEY,
    display_name  TEXT        NOT NULL,
    email         TEXT        NOT NULL UNIQUE,
    country_code  CHAR(2)     NOT NULL,
    created_at    TIMESTAMPTZ NOT NULL DEFAULT now(),
    updated_at    TIMESTAMPTZ NOT NULL DEFAULT now()
);

CREATE TABLE buyers (
    id            BIGSERIAL PRIMARY KEY,
    display_name  TEXT        NOT NULL,
    email         TEXT        NOT NULL UNIQUE,
    country_code  CHAR(2)     NOT NULL,
    created_at    TIMESTAMPTZ NOT NULL DEFAULT now(),
    updated_at    TIMESTAMPTZ NOT NULL DEFAULT now()
);

CREATE TABLE listings (
    id            BIGSERIAL PRIMARY KEY,
    seller_id     BIGINT      NOT NULL REFERENCES sellers (id) ON DELETE CASCADE,
    title         TEXT        NOT NULL,
    description   TEXT        NOT NULL DEFAULT '',
    price_cents   INTEGER     NOT NULL CHECK (price_cents > 0),
    currency      CHAR(3)     NOT NULL DEFAULT 'EUR',
    status        TEXT        NOT NULL DEFAULT 'draft'
                              CHECK (status IN ('draft', 'active', 'sold', 'withdrawn')),
    created_at    TIMESTAMPTZ NOT NULL DEFAULT now(),
    updated_at    TIMESTAMPTZ NOT NULL DEFAULT now()
);

CREATE TABLE orders (
    id            BIGSERIAL PRIMARY KEY,
    listing_id    BIGINT      NOT NULL REFERENCES listings (id),
    buyer_id      BIGINT      NOT NULL REFERENCES buyers (id),
    amount_cents  INTEGER     NOT NULL,
    currency      CHAR(3)     NOT NULL,
    created_at    TIMESTAMPTZ NOT NULL DEFAULT now()
);

CREATE INDEX listings_seller_id_idx ON listings (seller_id);
CREATE INDEX listings_status_idx ON listings (status) WHERE status = 'active';
CREATE INDEX orders_buyer_id_idx ON orders (buyer_id);

COMMIT;
