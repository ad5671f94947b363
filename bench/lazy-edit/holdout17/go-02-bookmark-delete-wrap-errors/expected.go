package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"strings"
	"time"
)

var ErrNotFound = errors.New("store: not found")

type Bookmark struct {
	ID        int64
	UserID    int64
	URL       string
	Title     string
	Tags      []string
	CreatedAt time.Time
}

type BookmarkStore struct {
	db *sql.DB
}

func NewBookmarkStore(db *sql.DB) *BookmarkStore {
	return &BookmarkStore{db: db}
}

func (s *BookmarkStore) Get(ctx context.Context, userID, id int64) (*Bookmark, error) {
	var b Bookmark
	var tags string
	err := s.db.QueryRowContext(ctx,
		`SELECT id, user_id, url, title, tags, created_at FROM bookmarks WHERE id = $1 AND user_id = $2`,
		id, userID,
	).Scan(&b.ID, &b.UserID, &b.URL, &b.Title, &tags, &b.CreatedAt)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, ErrNotFound
	}
	if err != nil {
		return nil, fmt.Errorf("get bookmark %d: %w", id, err)
	}
	b.Tags = splitTags(tags)
	return &b, nil
}

func (s *BookmarkStore) Create(ctx context.Context, b *Bookmark) error {
	err := s.db.QueryRowContext(ctx,
		`INSERT INTO bookmarks (user_id, url, title, tags) VALUES ($1, $2, $3, $4) RETURNING id, created_at`,
		b.UserID, b.URL, b.Title, joinTags(b.Tags),
	).Scan(&b.ID, &b.CreatedAt)
	if err != nil {
		return fmt.Errorf("create bookmark: %w", err)
	}
	return nil
}

func (s *BookmarkStore) Delete(ctx context.Context, userID, id int64) error {
	res, err := s.db.ExecContext(ctx, `DELETE FROM bookmarks WHERE id = $1 AND user_id = $2`, id, userID)
	if err != nil {
		return fmt.Errorf("delete bookmark %d: %w", id, err)
	}
	n, err := res.RowsAffected()
	if err != nil {
		return fmt.Errorf("delete bookmark %d: rows affected: %w", id, err)
	}
	if n == 0 {
		return ErrNotFound
	}
	return nil
}

func (s *BookmarkStore) Rename(ctx context.Context, userID, id int64, title string) error {
	res, err := s.db.ExecContext(ctx, `UPDATE bookmarks SET title = $1 WHERE id = $2 AND user_id = $3`, title, id, userID)
	if err != nil {
		return err
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

func splitTags(s string) []string {
	if s == "" {
		return nil
	}
	return strings.Split(s, ",")
}

func joinTags(tags []string) string {
	return strings.Join(tags, ",")
}
