-- 20240611_create_billing_tables.sql
-- Billing schema: customers, plans, subscriptions and invoices.

BEGIN;

CREATE TABLE billing.customers (
    id            BIGSERIAL PRIMARY KEY,
    external_ref  TEXT NOT NULL UNIQUE,
    email         CITEXT NOT NULL,
    name          TEXT NOT NULL,
    country_code  CHAR(2) NOT NULL,
    created_at    TIMESTAMPTZ NOT NULL DEFAULT now()
);

CREATE TABLE billing.plans (
    id              SERIAL PRIMARY KEY,
    code            TEXT NOT NULL UNIQUE,
    name            TEXT NOT NULL,
    monthly_cents   INTEGER NOT NULL CHECK (monthly_cents >= 0),
    currency        CHAR(3) NOT NULL DEFAULT 'EUR',
    active          BOOLEAN NOT NULL DEFAULT TRUE
);

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

CREATE TABLE billing.invoices (
    id               BIGSERIAL PRIMARY KEY,
    subscription_id  BIGINT NOT NULL REFERENCES billing.subscriptions (id),
    number           TEXT NOT NULL UNIQUE,
    amount_cents     INTEGER NOT NULL,
    currency         CHAR(3) NOT NULL,
    status           TEXT NOT NULL CHECK (status IN ('draft', 'open', 'paid', 'void')),
    due_on           DATE NOT NULL,
    paid_at          TIMESTAMPTZ,
    created_at       TIMESTAMPTZ NOT NULL DEFAULT now()
);

CREATE INDEX invoices_subscription_idx ON billing.invoices (subscription_id);
CREATE INDEX invoices_open_due_idx ON billing.invoices (due_on) WHERE status = 'open';

COMMIT;
