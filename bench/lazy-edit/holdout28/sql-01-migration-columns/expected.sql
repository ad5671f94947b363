-- 0042_subscriptions.sql
-- Adds subscription billing tables.

BEGIN;

CREATE TABLE plans (
    id            BIGSERIAL PRIMARY KEY,
    code          TEXT        NOT NULL UNIQUE,
    name          TEXT        NOT NULL,
    price_cents   INTEGER     NOT NULL CHECK (price_cents >= 0),
    currency      CHAR(3)     NOT NULL DEFAULT 'EUR',
    interval      TEXT        NOT NULL CHECK (interval IN ('month', 'year')),
    created_at    TIMESTAMPTZ NOT NULL DEFAULT now()
);

CREATE TABLE subscriptions (
    id            BIGSERIAL PRIMARY KEY,
    account_id    BIGINT      NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
    plan_id       BIGINT      NOT NULL REFERENCES plans (id),
    status        TEXT        NOT NULL DEFAULT 'trialing'
                  CHECK (status IN ('trialing', 'active', 'past_due', 'canceled')),
    started_at    TIMESTAMPTZ NOT NULL DEFAULT now(),
    trial_ends_at TIMESTAMPTZ,
    canceled_at   TIMESTAMPTZ,
    created_at    TIMESTAMPTZ NOT NULL DEFAULT now(),
    updated_at    TIMESTAMPTZ NOT NULL DEFAULT now()
);

CREATE INDEX subscriptions_account_id_idx ON subscriptions (account_id);
CREATE UNIQUE INDEX subscriptions_one_active_per_account
    ON subscriptions (account_id)
    WHERE status IN ('trialing', 'active', 'past_due');

CREATE TABLE invoices (
    id               BIGSERIAL PRIMARY KEY,
    subscription_id  BIGINT      NOT NULL REFERENCES subscriptions (id) ON DELETE CASCADE,
    amount_cents     INTEGER     NOT NULL,
    currency         CHAR(3)     NOT NULL,
    period_start     DATE        NOT NULL,
    period_end       DATE        NOT NULL,
    paid_at          TIMESTAMPTZ,
    created_at       TIMESTAMPTZ NOT NULL DEFAULT now(),
    CHECK (period_end > period_start)
);

CREATE INDEX invoices_subscription_id_idx ON invoices (subscription_id);
CREATE INDEX invoices_unpaid_idx ON invoices (created_at) WHERE paid_at IS NULL;

INSERT INTO plans (code, name, price_cents, interval) VALUES
    ('starter-monthly', 'Starter', 900, 'month'),
    ('starter-yearly', 'Starter', 9000, 'year'),
    ('team-monthly', 'Team', 2900, 'month'),
    ('team-yearly', 'Team', 29000, 'year');

COMMIT;
