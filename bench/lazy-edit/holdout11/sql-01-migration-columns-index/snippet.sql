-- ... existing code ...
CREATE TABLE subscriptions (
    id                  BIGSERIAL PRIMARY KEY,
    account_id          BIGINT NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
    plan_id             INTEGER NOT NULL REFERENCES plans(id),
    external_id         TEXT UNIQUE,
    status              TEXT NOT NULL DEFAULT 'trialing'
                        CHECK (status IN ('trialing', 'active', 'past_due', 'cancelled')),
    trial_ends_at       TIMESTAMPTZ,
    current_period_end  TIMESTAMPTZ NOT NULL,
    -- ... existing columns ...
);

CREATE INDEX subscriptions_account_id_idx ON subscriptions (account_id);
CREATE INDEX subscriptions_status_idx ON subscriptions (status) WHERE status <> 'cancelled';
CREATE INDEX subscriptions_period_end_idx ON subscriptions (current_period_end) WHERE status IN ('active', 'past_due');
-- ... existing code ...
