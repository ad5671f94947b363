package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"time"
)

// ... existing code ...

type Article struct {
	ID          int64
	Slug        string
	Title       string
	Body        string
	Published   bool
	PublishedAt *time.Time
}

// ... existing code ...

func (s *ArticleStore) GetBySlug(ctx context.Context, slug string) (*Article, error) {
	row := s.db.QueryRowContext(ctx,
		`SELECT id, slug, title, body, published, published_at FROM articles WHERE slug = $1`, slug)
	var a Article
	if err := row.Scan(&a.ID, &a.Slug, &a.Title, &a.Body, &a.Published, &a.PublishedAt); err != nil {
		// ... existing code ...
	}
	return &a, nil
}

func (s *ArticleStore) Publish(ctx context.Context, id int64) error {
	res, err := s.db.ExecContext(ctx, `UPDATE articles SET published = true, published_at = now() WHERE id = $1`, id)
	// ... existing code ...
}
