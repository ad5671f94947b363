// ... existing code ...
import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"time"
)

// ... existing code ...
		if errors.Is(err, sql.ErrNoRows) {
			return nil, ErrNotFound
		}
		return nil, fmt.Errorf("get repo %s: %w", id, err)
	}
	return &r, nil
}

// ... existing code ...
		`SELECT id, owner_id, name, default_branch, created_at FROM repos WHERE owner_id = $1 ORDER BY name`, ownerID)
	if err != nil {
		return nil, fmt.Errorf("list repos for %s: %w", ownerID, err)
	}
	defer rows.Close()
	var repos []Repo
	for rows.Next() {
		var r Repo
		if err := rows.Scan(&r.ID, &r.OwnerID, &r.Name, &r.DefaultBranch, &r.CreatedAt); err != nil {
			return nil, fmt.Errorf("scan repo: %w", err)
		}
		// ... existing code ...
}

// Insert stores a new repository.
func (s *RepoStore) Insert(ctx context.Context, r Repo) error {
	_, err := s.db.ExecContext(ctx,
		`INSERT INTO repos (id, owner_id, name, default_branch, created_at) VALUES ($1, $2, $3, $4, $5)`,
		r.ID, r.OwnerID, r.Name, r.DefaultBranch, r.CreatedAt)
	if err != nil {
		return fmt.Errorf("insert repo %s: %w", r.Name, err)
	}
	return nil
}

// Delete removes the repository with id.
func (s *RepoStore) Delete(ctx context.Context, id string) error {
	res, err := s.db.ExecContext(ctx, `DELETE FROM repos WHERE id = $1`, id)
	if err != nil {
		return fmt.Errorf("delete repo %s: %w", id, err)
	}
	// ... existing code ...
