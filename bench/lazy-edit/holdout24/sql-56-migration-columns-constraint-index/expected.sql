-- 0042_create_bookings.sql
-- Bookings and the supporting lookup tables for the reservation service.

BEGIN;

CREATE TABLE IF NOT EXISTS venues (
    id              BIGSERIAL PRIMARY KEY,
    name            TEXT        NOT NULL,
    timezone        TEXT        NOT NULL DEFAULT 'UTC',
    capacity        INTEGER     NOT NULL CHECK (capacity > 0),
    created_at      TIMESTAMPTZ NOT NULL DEFAULT now()
);

CREATE TABLE IF NOT EXISTS customers (
    id              BIGSERIAL PRIMARY KEY,
    email           CITEXT      NOT NULL UNIQUE,
    full_name       TEXT        NOT NULL,
    phone           TEXT,
    created_at      TIMESTAMPTZ NOT NULL DEFAULT now()
);

CREATE TYPE booking_status AS ENUM ('pending', 'confirmed', 'cancelled', 'no_show');

CREATE TABLE IF NOT EXISTS bookings (
    id              BIGSERIAL PRIMARY KEY,
    venue_id        BIGINT      NOT NULL REFERENCES venues (id) ON DELETE CASCADE,
    customer_id     BIGINT      NOT NULL REFERENCES customers (id),
    party_size      INTEGER     NOT NULL CHECK (party_size BETWEEN 1 AND 20),
    starts_at       TIMESTAMPTZ NOT NULL,
    ends_at         TIMESTAMPTZ NOT NULL,
    status          booking_status NOT NULL DEFAULT 'pending',
    notes           TEXT,
    source          TEXT        NOT NULL DEFAULT 'web',
    cancelled_at    TIMESTAMPTZ,
    created_at      TIMESTAMPTZ NOT NULL DEFAULT now(),
    updated_at      TIMESTAMPTZ NOT NULL DEFAULT now(),
    CONSTRAINT bookings_time_order CHECK (ends_at > starts_at),
    CONSTRAINT bookings_cancelled_at_status CHECK ((status = 'cancelled') = (cancelled_at IS NOT NULL))
);

CREATE INDEX bookings_venue_starts_idx ON bookings (venue_id, starts_at);
CREATE INDEX bookings_customer_idx ON bookings (customer_id);
CREATE INDEX bookings_active_idx ON bookings (venue_id, starts_at)
    WHERE status IN ('pending', 'confirmed');

CREATE OR REPLACE FUNCTION touch_updated_at() RETURNS trigger AS $$
BEGIN
    NEW.updated_at := now();
    RETURN NEW;
END;
$$ LANGUAGE plpgsql;

CREATE TRIGGER bookings_touch_updated_at
    BEFORE UPDATE ON bookings
    FOR EACH ROW EXECUTE FUNCTION touch_updated_at();

COMMIT;
