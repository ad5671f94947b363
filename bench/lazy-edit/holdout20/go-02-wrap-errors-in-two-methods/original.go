package store

import (
	"context"
	"database/sql"
	"errors"
	"time"
)

type Account struct {
	ID        int64
	Email     string
	Plan      string
	CreatedAt time.Time
}

var ErrNotFound = errors.New("store: not found")

type Accounts struct {
	db *sql.DB
}

func NewAccounts(db *sql.DB) *Accounts {
	return &Accounts{db: db}
}

func (s *Accounts) Get(ctx context.Context, id int64) (*Account, error) {
	var a Account
	err := s.db.QueryRowContext(ctx,
		`SELECT id, email, plan, created_at FROM accounts WHERE id = $1`, id,
	).Scan(&a.ID, &a.Email, &a.Plan, &a.CreatedAt)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, ErrNotFound
	}
	if err != nil {
		return nil, err
	}
	return &a, nil
}

func (s *Accounts) ByEmail(ctx context.Context, email string) (*Account, error) {
	var a Account
	err := s.db.QueryRowContext(ctx,
		`SELECT id, email, plan, created_at FROM accounts WHERE lower(email) = lower($1)`, email,
	).Scan(&a.ID, &a.Email, &a.Plan, &a.CreatedAt)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, ErrNotFound
	}
	if err != nil {
		return nil, err
	}
	return &a, nil
}

func (s *Accounts) Create(ctx context.Context, email, plan string) (*Account, error) {
	a := Account{Email: email, Plan: plan}
	err := s.db.QueryRowContext(ctx,
		`INSERT INTO accounts (email, plan) VALUES ($1, $2) RETURNING id, created_at`, email, plan,
	).Scan(&a.ID, &a.CreatedAt)
	if err != nil {
		return nil, err
	}
	return &a, nil
}

func (s *Accounts) ChangePlan(ctx context.Context, id int64, plan string) error {
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
