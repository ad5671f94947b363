-- 20240512_create_billing_tables.sql
-- Creates the core billing schema. Safe to run on an empty database only.

BEGIN;

CREATE TABLE customers (
    id              BIGSERIAL PRIMARY KEY,
    external_id     TEXT        NOT NULL UNIQUE,
    email           TEXT        NOT NULL,
    name            TEXT,
    country_code    CHAR(2)     NOT NULL DEFAULT 'US',
    created_at      TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
    updated_at      TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now()
);

CREATE INDEX customers_email_idx ON customers (lower(email));

CREATE TABLE plans (
    id              SERIAL PRIMARY KEY,
    code            TEXT        NOT NULL UNIQUE,
    name            TEXT        NOT NULL,
    monthly_cents   INTEGER     NOT NULL CHECK (monthly_cents >= 0),
    active          BOOLEAN     NOT NULL DEFAULT TRUE
);

CREATE TABLE subscriptions (
    id              BIGSERIAL PRIMARY KEY,
    customer_id     BIGINT      NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
    plan_id         INTEGER     NOT NULL REFERENCES plans (id),
    status          TEXT        NOT NULL CHECK (status IN ('trialing', 'active', 'past_due', 'canceled')),
    current_period_end TIMESTAMP WITH TIME ZONE NOT NULL,
    cancel_at_period_end BOOLEAN NOT NULL DEFAULT FALSE,
    created_at      TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
    updated_at      TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now()
);

CREATE INDEX subscriptions_customer_idx ON subscriptions (customer_id);
CREATE INDEX subscriptions_status_idx ON subscriptions (status) WHERE status <> 'canceled';

CREATE TABLE invoices (
    id              BIGSERIAL PRIMARY KEY,
    subscription_id BIGINT      NOT NULL REFERENCES subscriptions (id),
    amount_cents    INTEGER     NOT NULL CHECK (amount_cents >= 0),
    currency        CHAR(3)     NOT NULL DEFAULT 'USD',
    issued_at       TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
    paid_at         TIMESTAMP WITH TIME ZONE
);

CREATE INDEX invoices_subscription_idx ON invoices (subscription_id);

COMMIT;
