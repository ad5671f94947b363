-- ... existing code ...
CREATE TABLE billing.subscriptions (
    id            BIGSERIAL PRIMARY KEY,
    customer_id   BIGINT NOT NULL REFERENCES billing.customers (id) ON DELETE CASCADE,
    plan_id       INTEGER NOT NULL REFERENCES billing.plans (id),
    status        TEXT NOT NULL CHECK (status IN ('trialing', 'active', 'past_due', 'canceled')),
    started_at    TIMESTAMPTZ NOT NULL DEFAULT now(),
    trial_ends_at TIMESTAMPTZ,
    canceled_at   TIMESTAMPTZ,
    created_at    TIMESTAMPTZ NOT NULL DEFAULT now()
);

CREATE INDEX subscriptions_customer_idx ON billing.subscriptions (customer_id);
CREATE UNIQUE INDEX subscriptions_one_live_per_customer
    ON billing.subscriptions (customer_id)
    WHERE status <> 'canceled';

-- ... existing code ...
