-- ... existing code ...
CREATE TABLE subscriptions (
    id           BIGSERIAL PRIMARY KEY,
    customer_id  BIGINT      NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
    plan_id      BIGINT      NOT NULL REFERENCES plans (id),
    status       TEXT        NOT NULL DEFAULT 'active'
                             CHECK (status IN ('trialing', 'active', 'past_due', 'canceled')),
    started_at   TIMESTAMPTZ NOT NULL DEFAULT now(),
    trial_ends_at TIMESTAMPTZ,
    canceled_at  TIMESTAMPTZ,
    -- ... existing code ...
);
-- ... existing code ...
CREATE INDEX idx_subscriptions_customer_id ON subscriptions (customer_id);
CREATE INDEX idx_subscriptions_trial_ends_at ON subscriptions (trial_ends_at) WHERE status = 'trialing';
CREATE INDEX idx_invoices_subscription_id ON invoices (subscription_id);
-- ... existing code ...
