// … existing code …

// Get returns a single issue by its per-repository number.
func (s *IssueStore) Get(ctx context.Context, repoID, number int64) (*Issue, error) {
	row := s.db.QueryRowContext(ctx, selectIssue+" WHERE repo_id = $1 AND number = $2", repoID, number)
	return scanIssue(row)
}

// List returns issues for a repository, newest first.
func (s *IssueStore) List(ctx context.Context, repoID int64, opts ListOptions) ([]*Issue, error) {
	// … existing code …
}

// … existing code …
