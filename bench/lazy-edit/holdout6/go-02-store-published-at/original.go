package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
)

var ErrNotFound = errors.New("store: not found")

type Article struct {
	ID        int64
	Slug      string
	Title     string
	Body      string
	Published bool
}

type ArticleStore struct {
	db *sql.DB
}

func NewArticleStore(db *sql.DB) *ArticleStore {
	return &ArticleStore{db: db}
}

func (s *ArticleStore) GetBySlug(ctx context.Context, slug string) (*Article, error) {
	row := s.db.QueryRowContext(ctx,
		`SELECT id, slug, title, body, published FROM articles WHERE slug = $1`, slug)
	var a Article
	if err := row.Scan(&a.ID, &a.Slug, &a.Title, &a.Body, &a.Published); err != nil {
		if errors.Is(err, sql.ErrNoRows) {
			return nil, ErrNotFound
		}
		return nil, fmt.Errorf("get article %q: %w", slug, err)
	}
	return &a, nil
}

func (s *ArticleStore) Publish(ctx context.Context, id int64) error {
	res, err := s.db.ExecContext(ctx, `UPDATE articles SET published = true WHERE id = $1`, id)
	if err != nil {
		return fmt.Errorf("publish article %d: %w", id, err)
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
