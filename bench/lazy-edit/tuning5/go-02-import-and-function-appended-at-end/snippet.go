package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
)

// ... existing code ...

// Create inserts a note and returns its ID.
func (s *Store) Create(ctx context.Context, title, body string) (int64, error) {
	// ... existing code ...
	return id, err
}

// Search returns notes whose title contains q, newest first.
func (s *Store) Search(ctx context.Context, q string, limit int) ([]Note, error) {
	rows, err := s.db.QueryContext(ctx,
		`SELECT id, title, body FROM notes WHERE title ILIKE '%' || $1 || '%' ORDER BY id DESC LIMIT $2`,
		q, limit,
	)
	if err != nil {
		return nil, fmt.Errorf("search notes: %w", err)
	}
	defer rows.Close()

	var notes []Note
	for rows.Next() {
		var n Note
		if err := rows.Scan(&n.ID, &n.Title, &n.Body); err != nil {
			return nil, fmt.Errorf("scan note: %w", err)
		}
		notes = append(notes, n)
	}
	return notes, rows.Err()
}
