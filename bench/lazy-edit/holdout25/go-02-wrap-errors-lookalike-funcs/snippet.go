package postgres

import (
	"context"
	"database/sql"
	"errors"
	"fmt"

	"github.com/acme/billing/internal/domain"
)

// ... existing code ...

func (r *CustomerRepo) ByEmail(ctx context.Context, email string) (*domain.Customer, error) {
	row := r.db.QueryRowContext(ctx, `SELECT `+customerColumns+` FROM customers WHERE email = $1`, email)
	c, err := scanCustomer(row)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, domain.ErrNotFound
	}
	if err != nil {
		return nil, fmt.Errorf("customer by email: %w", err)
	}
	return c, nil
}

func (r *CustomerRepo) ListByPlan(ctx context.Context, plan string, limit int) ([]*domain.Customer, error) {
	rows, err := r.db.QueryContext(ctx,
		`SELECT `+customerColumns+` FROM customers WHERE plan = $1 ORDER BY created_at DESC LIMIT $2`,
		plan, limit)
	if err != nil {
		return nil, fmt.Errorf("list customers by plan %q: %w", plan, err)
	}
	// ... existing code ...
}

// ... existing code ...
