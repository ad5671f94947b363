-- ... existing code ...
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

-- ... existing code ...
