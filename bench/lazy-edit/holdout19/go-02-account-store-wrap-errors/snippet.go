package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"time"
)

// ... existing code ...

func (s *AccountStore) GetByEmail(ctx context.Context, email string) (*Account, error) {
	var a Account
	err := s.db.QueryRowContext(ctx,
		`SELECT id, email, name, plan, created_at FROM accounts WHERE email = $1`, email,
	).Scan(&a.ID, &a.Email, &a.Name, &a.Plan, &a.CreatedAt)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, ErrNotFound
	}
	if err != nil {
		return nil, fmt.Errorf("get account by email: %w", err)
	}
	return &a, nil
}

// ... existing code ...

func (s *AccountStore) UpdatePlan(ctx context.Context, id int64, plan string) error {
	res, err := s.db.ExecContext(ctx, `UPDATE accounts SET plan = $1 WHERE id = $2`, plan, id)
	if err != nil {
		return fmt.Errorf("update plan for account %d: %w", id, err)
	}
	// ... existing code ...
