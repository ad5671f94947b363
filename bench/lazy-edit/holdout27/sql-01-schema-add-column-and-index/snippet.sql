-- ... existing code ...
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

-- ... existing code ...
