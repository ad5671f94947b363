-- 20240611_create_subscriptions.sql
BEGIN;

CREATE TABLE plans (
    id               BIGSERIAL PRIMARY KEY,
    code             TEXT NOT NULL UNIQUE,
    name             TEXT NOT NULL,
    price_cents      INTEGER NOT NULL CHECK (price_cents >= 0),
    currency         CHAR(3) NOT NULL DEFAULT 'EUR',
    billing_interval TEXT NOT NULL CHECK (billing_interval IN ('month', 'year')),
    created_at       TIMESTAMPTZ NOT NULL DEFAULT now()
);

CREATE TABLE subscriptions (
    id                   BIGSERIAL PRIMARY KEY,
    account_id           BIGINT NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
    plan_id              BIGINT NOT NULL REFERENCES plans (id),
    status               TEXT NOT NULL DEFAULT 'trialing'
                         CHECK (status IN ('trialing', 'active', 'past_due', 'cancelled')),
    current_period_start TIMESTAMPTZ NOT NULL,
    current_period_end   TIMESTAMPTZ NOT NULL,
    cancel_at            TIMESTAMPTZ,
    created_at           TIMESTAMPTZ NOT NULL DEFAULT now(),
    updated_at           TIMESTAMPTZ NOT NULL DEFAULT now()
);

CREATE INDEX subscriptions_account_id_idx ON subscriptions (account_id);
CREATE INDEX subscriptions_status_idx ON subscriptions (status);

CREATE TABLE subscription_events (
    id              BIGSERIAL PRIMARY KEY,
    subscription_id BIGINT NOT NULL REFERENCES subscriptions (id) ON DELETE CASCADE,
    kind            TEXT NOT NULL,
    payload         JSONB NOT NULL DEFAULT '{}'::jsonb,
    created_at      TIMESTAMPTZ NOT NULL DEFAULT now()
);

CREATE INDEX subscription_events_subscription_id_idx ON subscription_events (subscription_id, created_at);

COMMIT;
