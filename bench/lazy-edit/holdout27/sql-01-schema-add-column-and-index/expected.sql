-- Schema for the support ticketing service.
-- Applied by migrate/0001_init.sql; keep this file in sync for reference.

CREATE EXTENSION IF NOT EXISTS citext;

CREATE TYPE ticket_status AS ENUM ('open', 'pending', 'on_hold', 'solved', 'closed');
CREATE TYPE ticket_priority AS ENUM ('low', 'normal', 'high', 'urgent');

CREATE TABLE agents (
    id           BIGSERIAL PRIMARY KEY,
    email        CITEXT      NOT NULL UNIQUE,
    display_name TEXT        NOT NULL,
    is_active    BOOLEAN     NOT NULL DEFAULT TRUE,
    created_at   TIMESTAMPTZ NOT NULL DEFAULT now()
);

CREATE TABLE tickets (
    id           BIGSERIAL PRIMARY KEY,
    subject      TEXT            NOT NULL,
    requester    CITEXT          NOT NULL,
    status       ticket_status   NOT NULL DEFAULT 'open',
    priority     ticket_priority NOT NULL DEFAULT 'normal',
    assignee_id  BIGINT          REFERENCES agents (id) ON DELETE SET NULL,
    sla_due_at   TIMESTAMPTZ,
    created_at   TIMESTAMPTZ     NOT NULL DEFAULT now(),
    updated_at   TIMESTAMPTZ     NOT NULL DEFAULT now(),
    solved_at    TIMESTAMPTZ
);

CREATE INDEX tickets_status_idx ON tickets (status);
CREATE INDEX tickets_assignee_idx ON tickets (assignee_id) WHERE assignee_id IS NOT NULL;
CREATE INDEX tickets_sla_due_idx ON tickets (sla_due_at)
    WHERE status IN ('open', 'pending') AND sla_due_at IS NOT NULL;

CREATE TABLE ticket_comments (
    id          BIGSERIAL PRIMARY KEY,
    ticket_id   BIGINT      NOT NULL REFERENCES tickets (id) ON DELETE CASCADE,
    author      CITEXT      NOT NULL,
    body        TEXT        NOT NULL,
    is_internal BOOLEAN     NOT NULL DEFAULT FALSE,
    created_at  TIMESTAMPTZ NOT NULL DEFAULT now()
);

CREATE INDEX ticket_comments_ticket_idx ON ticket_comments (ticket_id, created_at);

CREATE OR REPLACE FUNCTION touch_updated_at() RETURNS trigger AS $$
BEGIN
    NEW.updated_at := now();
    RETURN NEW;
END;
$$ LANGUAGE plpgsql;

CREATE TRIGGER tickets_touch
    BEFORE UPDATE ON tickets
    FOR EACH ROW EXECUTE FUNCTION touch_updated_at();
