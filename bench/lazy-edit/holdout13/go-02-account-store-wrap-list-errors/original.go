package store

import (
	"context"
	"database/sql"
	"errors"
	"time"
)

var ErrNotFound = errors.New("not found")

type Account struct {
	ID         int64
	Email      string
	Name       string
	CreatedAt  time.Time
	DisabledAt sql.NullTime
}

type AccountStore struct {
	db *sql.DB
}

func NewAccountStore(db *sql.DB) *AccountStore {
	return &AccountStore{db: db}
}

func (s *AccountStore) GetByID(ctx context.Context, id int64) (*Account, error) {
	var a Account
	err := s.db.QueryRowContext(ctx,
		`SELECT id, email, name, created_at, disabled_at FROM accounts WHERE id = $1`, id,
	).Scan(&a.ID, &a.Email, &a.Name, &a.CreatedAt, &a.DisabledAt)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, ErrNotFound
	}
	if err != nil {
		return nil, err
	}
	return &a, nil
}

func (s *AccountStore) GetByEmail(ctx context.Context, email string) (*Account, error) {
	var a Account
	err := s.db.QueryRowContext(ctx,
		`SELECT id, email, name, created_at, disabled_at FROM accounts WHERE lower(email) = lower($1)`, email,
	).Scan(&a.ID, &a.Email, &a.Name, &a.CreatedAt, &a.DisabledAt)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, ErrNotFound
	}
	if err != nil {
		return nil, err
	}
	return &a, nil
}

func (s *AccountStore) List(ctx context.Context, limit, offset int) ([]Account, error) {
	rows, err := s.db.QueryContext(ctx,
		`SELECT id, email, name, created_at, disabled_at FROM accounts ORDER BY id LIMIT $1 OFFSET $2`, limit, offset,
	)
	if err != nil {
		return nil, err
	}
	defer rows.Close()

	var accounts []Account
	for rows.Next() {
		var a Account
		if err := rows.Scan(&a.ID, &a.Email, &a.Name, &a.CreatedAt, &a.DisabledAt); err != nil {
			return nil, err
		}
		accounts = append(accounts, a)
	}
	return accounts, rows.Err()
}

func (s *AccountStore) Disable(ctx context.Context, id int64) error {
	res, err := s.db.ExecContext(ctx, `UPDATE accounts SET disabled_at = now() WHERE id = $1 AND disabled_at IS NULL`, id)
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
