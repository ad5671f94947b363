-- ... existing code ...
    due_at        TIMESTAMPTZ NOT NULL,
    paid_at       TIMESTAMPTZ,
    voided_at     TIMESTAMPTZ
);

-- ... existing code ...
    method        TEXT        NOT NULL,
    provider_ref  TEXT,
    received_at   TIMESTAMPTZ NOT NULL DEFAULT now()
);

CREATE INDEX IF NOT EXISTS payments_invoice_id_idx ON payments (invoice_id);
CREATE UNIQUE INDEX IF NOT EXISTS payments_provider_ref_key ON payments (provider_ref) WHERE provider_ref IS NOT NULL;

-- ... existing code ...
WHERE i.paid_at IS NULL
  AND i.voided_at IS NULL
  AND i.due_at < now();
