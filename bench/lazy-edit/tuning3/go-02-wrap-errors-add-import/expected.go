package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"time"
)

// ErrNotFound is returned when a repository does not exist.
var ErrNotFound = errors.New("not found")

// Repo is a repository row.
type Repo struct {
	ID            string
	OwnerID       string
	Name          string
	DefaultBranch string
	CreatedAt     time.Time
}

// RepoStore persists repositories in SQL.
type RepoStore struct {
	db *sql.DB
}

// NewRepoStore wraps db.
func NewRepoStore(db *sql.DB) *RepoStore {
	return &RepoStore{db: db}
}

// Get returns the repository with id.
func (s *RepoStore) Get(ctx context.Context, id string) (*Repo, error) {
	row := s.db.QueryRowContext(ctx,
		`SELECT id, owner_id, name, default_branch, created_at FROM repos WHERE id = $1`, id)
	var r Repo
	if err := row.Scan(&r.ID, &r.OwnerID, &r.Name, &r.DefaultBranch, &r.CreatedAt); err != nil {
		if errors.Is(err, sql.ErrNoRows) {
			return nil, ErrNotFound
		}
		return nil, fmt.Errorf("get repo %s: %w", id, err)
	}
	return &r, nil
}

// ListByOwner returns all repositories owned by ownerID, ordered by name.
func (s *RepoStore) ListByOwner(ctx context.Context, ownerID string) ([]Repo, error) {
	rows, err := s.db.QueryContext(ctx,
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
		repos = append(repos, r)
	}
	return repos, rows.Err()
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
	n, err := res.RowsAffected()
	if err != nil {
		return err
	}
	if n == 0 {
		return ErrNotFound
	}
	return nil
}
