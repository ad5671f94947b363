package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
)

// ErrNotFound is returned when a row does not exist.
var ErrNotFound = errors.New("store: not found")

// Note is a single saved note.
type Note struct {
	ID    int64
	Title string
	Body  string
}

// Store provides access to notes in a SQL database.
type Store struct {
	db *sql.DB
}

// NewStore returns a Store backed by db.
func NewStore(db *sql.DB) *Store {
	return &Store{db: db}
}

// Get loads a note by ID.
func (s *Store) Get(ctx context.Context, id int64) (*Note, error) {
	var n Note
	err := s.db.QueryRowContext(ctx,
		`SELECT id, title, body FROM notes WHERE id = $1`, id,
	).Scan(&n.ID, &n.Title, &n.Body)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, ErrNotFound
	}
	if err != nil {
		return nil, err
	}
	return &n, nil
}

// Create inserts a note and returns its ID.
func (s *Store) Create(ctx context.Context, title, body string) (int64, error) {
	var id int64
	err := s.db.QueryRowContext(ctx,
		`INSERT INTO notes (title, body) VALUES ($1, $2) RETURNING id`, title, body,
	).Scan(&id)
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
