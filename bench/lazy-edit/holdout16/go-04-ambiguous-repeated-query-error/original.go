package postgres

import (
	"context"
	"database/sql"
	"time"

	"example.com/library/internal/domain"
)

type BookRepository struct {
	db *sql.DB
}

func NewBookRepository(db *sql.DB) *BookRepository {
	return &BookRepository{db: db}
}

func (r *BookRepository) ListByAuthor(ctx context.Context, authorID int64) ([]domain.Book, error) {
	query := `SELECT id, title, author_id, published_at FROM books WHERE author_id = $1 ORDER BY published_at`
	args := []any{authorID}
	rows, err := r.db.QueryContext(ctx, query, args...)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	return scanBooks(rows)
}

func (r *BookRepository) ListPublishedSince(ctx context.Context, since time.Time) ([]domain.Book, error) {
	query := `SELECT id, title, author_id, published_at FROM books WHERE published_at >= $1 ORDER BY published_at DESC`
	args := []any{since}
	rows, err := r.db.QueryContext(ctx, query, args...)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	return scanBooks(rows)
}

func (r *BookRepository) Search(ctx context.Context, term string, limit int) ([]domain.Book, error) {
	query := `SELECT id, title, author_id, published_at FROM books WHERE title ILIKE '%' || $1 || '%' ORDER BY title LIMIT $2`
	args := []any{term, limit}
	rows, err := r.db.QueryContext(ctx, query, args...)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	return scanBooks(rows)
}

func scanBooks(rows *sql.Rows) ([]domain.Book, error) {
	var books []domain.Book
	for rows.Next() {
		var b domain.Book
		if err := rows.Scan(&b.ID, &b.Title, &b.AuthorID, &b.PublishedAt); err != nil {
			return nil, err
		}
		books = append(books, b)
	}
	return books, rows.Err()
}
