package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"time"
)

var ErrNotFound = errors.New("store: not found")

type Link struct {
	ID        int64
	Code      string
	Target    string
	OwnerID   int64
	Hits      int64
	CreatedAt time.Time
	ExpiresAt sql.NullTime
}

type LinkStore struct {
	db *sql.DB
}

func NewLinkStore(db *sql.DB) *LinkStore {
	return &LinkStore{db: db}
}

func (s *LinkStore) Create(ctx context.Context, l *Link) error {
	const q = `INSERT INTO links (code, target, owner_id, expires_at)
		VALUES ($1, $2, $3, $4) RETURNING id, created_at`
	row := s.db.QueryRowContext(ctx, q, l.Code, l.Target, l.OwnerID, l.ExpiresAt)
	if err := row.Scan(&l.ID, &l.CreatedAt); err != nil {
		return fmt.Errorf("insert link %q: %w", l.Code, err)
	}
	return nil
}

func (s *LinkStore) ByCode(ctx context.Context, code string) (*Link, error) {
	const q = `SELECT id, code, target, owner_id, hits, created_at, expires_at
		FROM links WHERE code = $1`
	var l Link
	err := s.db.QueryRowContext(ctx, q, code).Scan(
		&l.ID, &l.Code, &l.Target, &l.OwnerID, &l.Hits, &l.CreatedAt, &l.ExpiresAt,
	)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, ErrNotFound
	}
	if err != nil {
		return nil, err
	}
	return &l, nil
}

func (s *LinkStore) ByOwner(ctx context.Context, ownerID int64, limit int) ([]Link, error) {
	const q = `SELECT id, code, target, owner_id, hits, created_at, expires_at
		FROM links WHERE owner_id = $1 ORDER BY created_at DESC LIMIT $2`
	rows, err := s.db.QueryContext(ctx, q, ownerID, limit)
	if err != nil {
		return nil, fmt.Errorf("query links for owner %d: %w", ownerID, err)
	}
	defer rows.Close()

	var links []Link
	for rows.Next() {
		var l Link
		if err := rows.Scan(&l.ID, &l.Code, &l.Target, &l.OwnerID, &l.Hits, &l.CreatedAt, &l.ExpiresAt); err != nil {
			return nil, fmt.Errorf("scan link: %w", err)
		}
		links = append(links, l)
	}
	if err := rows.Err(); err != nil {
		return nil, err
	}
	return links, nil
}

func (s *LinkStore) IncrementHits(ctx context.Context, id int64) error {
	res, err := s.db.ExecContext(ctx, `UPDATE links SET hits = hits + 1 WHERE id = $1`, id)
	if err != nil {
		return fmt.Errorf("increment hits for link %d: %w", id, err)
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

func (s *LinkStore) DeleteExpired(ctx context.Context, now time.Time) (int64, error) {
	res, err := s.db.ExecContext(ctx, `DELETE FROM links WHERE expires_at IS NOT NULL AND expires_at < $1`, now)
	if err != nil {
		return 0, err
	}
	return res.RowsAffected()
}
