-- ... existing code ...
    current_period_end   TIMESTAMPTZ NOT NULL,
    trial_ends_at        TIMESTAMPTZ,
    cancel_at            TIMESTAMPTZ,
    external_id          TEXT UNIQUE,
    created_at           TIMESTAMPTZ NOT NULL DEFAULT now(),
    updated_at           TIMESTAMPTZ NOT NULL DEFAULT now()
);

CREATE INDEX subscriptions_account_id_idx ON subscriptions (account_id);
CREATE INDEX subscriptions_active_idx ON subscriptions (current_period_end)
    WHERE status IN ('trialing', 'active', 'past_due');

-- ... existing code ...
