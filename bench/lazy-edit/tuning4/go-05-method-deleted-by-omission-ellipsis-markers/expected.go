package store

import (
	"context"
	"database/sql"
	"fmt"
)

const selectIssue = `SELECT id, repo_id, number, title, body, state, author_id, created_at FROM issues`

// IssueStore persists issues in PostgreSQL.
type IssueStore struct {
	db *sql.DB
}

// NewIssueStore wraps db.
func NewIssueStore(db *sql.DB) *IssueStore {
	return &IssueStore{db: db}
}

// Get returns a single issue by its per-repository number.
func (s *IssueStore) Get(ctx context.Context, repoID, number int64) (*Issue, error) {
	row := s.db.QueryRowContext(ctx, selectIssue+" WHERE repo_id = $1 AND number = $2", repoID, number)
	return scanIssue(row)
}

// List returns issues for a repository, newest first.
func (s *IssueStore) List(ctx context.Context, repoID int64, opts ListOptions) ([]*Issue, error) {
	query := selectIssue + " WHERE repo_id = $1"
	args := []any{repoID}
	if opts.State != "" {
		query += " AND state = $2"
		args = append(args, opts.State)
	}
	query += fmt.Sprintf(" ORDER BY number DESC LIMIT %d OFFSET %d", opts.Limit, opts.Offset)

	rows, err := s.db.QueryContext(ctx, query, args...)
	if err != nil {
		return nil, fmt.Errorf("list issues: %w", err)
	}
	defer rows.Close()

	var out []*Issue
	for rows.Next() {
		issue, err := scanIssue(rows)
		if err != nil {
			return nil, err
		}
		out = append(out, issue)
	}
	return out, rows.Err()
}

// Count returns the number of issues in a repository with the given state.
func (s *IssueStore) Count(ctx context.Context, repoID int64, state string) (int, error) {
	var n int
	err := s.db.QueryRowContext(ctx, "SELECT count(*) FROM issues WHERE repo_id = $1 AND state = $2", repoID, state).Scan(&n)
	return n, err
}
