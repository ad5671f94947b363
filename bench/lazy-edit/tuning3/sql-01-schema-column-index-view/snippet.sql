-- Grove schema, version 13.
-- Applied by `grove migrate`; never edit a released version, add a new one instead.

-- ... existing code ...
    updated_at      TIMESTAMPTZ NOT NULL DEFAULT now(),
    archived_at     TIMESTAMPTZ,
    UNIQUE (owner_id, name)
);

CREATE INDEX repositories_visibility_idx ON repositories (visibility);
CREATE INDEX repositories_active_owner_idx ON repositories (owner_id) WHERE archived_at IS NULL;

-- ... existing code ...
FROM repositories r
JOIN users u ON u.id = r.owner_id
WHERE r.visibility = 'public'
  AND r.archived_at IS NULL;
