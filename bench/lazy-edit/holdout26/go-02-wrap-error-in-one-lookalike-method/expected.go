package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"time"
)

// ErrNotFound is returned when a row does not exist.
var ErrNotFound = errors.New("store: not found")

type Account struct {
	ID        int64
	Email     string
	Plan      string
	CreatedAt time.Time
}

type AccountStore struct {
	db *sql.DB
}

func NewAccountStore(db *sql.DB) *AccountStore {
	return &AccountStore{db: db}
}

func (s *AccountStore) Get(ctx context.Context, id int64) (*Account, error) {
	row := s.db.QueryRowContext(ctx,
		`SELECT id, email, plan, created_at FROM accounts WHERE id = $1`, id)
	var a Account
	if err := row.Scan(&a.ID, &a.Email, &a.Plan, &a.CreatedAt); err != nil {
		if errors.Is(err, sql.ErrNoRows) {
			return nil, ErrNotFound
		}
		return nil, err
	}
	return &a, nil
}

func (s *AccountStore) GetByEmail(ctx context.Context, email string) (*Account, error) {
	row := s.db.QueryRowContext(ctx,
		`SELECT id, email, plan, created_at FROM accounts WHERE email = $1`, email)
	var a Account
	if err := row.Scan(&a.ID, &a.Email, &a.Plan, &a.CreatedAt); err != nil {
		if errors.Is(err, sql.ErrNoRows) {
			return nil, ErrNotFound
		}
		return nil, fmt.Errorf("get account by email %q: %w", email, err)
	}
	return &a, nil
}

func (s *AccountStore) UpdatePlan(ctx context.Context, id int64, plan string) error {
	res, err := s.db.ExecContext(ctx, `UPDATE accounts SET plan = $1 WHERE id = $2`, plan, id)
	if err != nil {
		return fmt.Errorf("update plan for account %d: %w", id, err)
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

func (s *AccountStore) Delete(ctx context.Context, id int64) error {
	_, err := s.db.ExecContext(ctx, `DELETE FROM accounts WHERE id = $1`, id)
	return err
}
