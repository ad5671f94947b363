package store

import (
	"context"
	"database/sql"
	"errors"
	"time"
)

var ErrNotFound = errors.New("store: not found")

type Account struct {
	ID        int64
	Email     string
	Name      string
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
	var a Account
	err := s.db.QueryRowContext(ctx,
		`SELECT id, email, name, plan, created_at FROM accounts WHERE id = $1`, id,
	).Scan(&a.ID, &a.Email, &a.Name, &a.Plan, &a.CreatedAt)
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
		`SELECT id, email, name, plan, created_at FROM accounts WHERE email = $1`, email,
	).Scan(&a.ID, &a.Email, &a.Name, &a.Plan, &a.CreatedAt)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, ErrNotFound
	}
	if err != nil {
		return nil, err
	}
	return &a, nil
}

func (s *AccountStore) Create(ctx context.Context, a *Account) error {
	return s.db.QueryRowContext(ctx,
		`INSERT INTO accounts (email, name, plan) VALUES ($1, $2, $3) RETURNING id, created_at`,
		a.Email, a.Name, a.Plan,
	).Scan(&a.ID, &a.CreatedAt)
}

func (s *AccountStore) UpdatePlan(ctx context.Context, id int64, plan string) error {
	res, err := s.db.ExecContext(ctx, `UPDATE accounts SET plan = $1 WHERE id = $2`, plan, id)
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
