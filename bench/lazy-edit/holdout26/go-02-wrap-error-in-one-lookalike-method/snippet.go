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
	// ... existing code ...
