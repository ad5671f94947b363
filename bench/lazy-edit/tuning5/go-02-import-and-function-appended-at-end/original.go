package store

import (
	"context"
	"database/sql"
	"errors"
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
