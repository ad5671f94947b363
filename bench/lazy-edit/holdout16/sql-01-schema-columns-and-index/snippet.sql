-- ... existing code ...
    priority        SMALLINT    NOT NULL DEFAULT 2,
    due_at          TIMESTAMPTZ,
    solved_at       TIMESTAMPTZ,
    created_at      TIMESTAMPTZ NOT NULL DEFAULT now(),
    updated_at      TIMESTAMPTZ NOT NULL DEFAULT now()
);

CREATE INDEX tickets_org_status_idx ON tickets (organization_id, status);
CREATE INDEX tickets_assignee_idx ON tickets (assignee_id) WHERE assignee_id IS NOT NULL;
CREATE INDEX tickets_due_idx ON tickets (due_at) WHERE status IN ('open', 'pending');

-- ... existing code ...
