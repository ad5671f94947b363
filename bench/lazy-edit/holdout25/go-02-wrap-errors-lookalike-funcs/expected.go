package postgres

import (
	"context"
	"database/sql"
	"errors"
	"fmt"

	"github.com/acme/billing/internal/domain"
)

type CustomerRepo struct {
	db *sql.DB
}

func NewCustomerRepo(db *sql.DB) *CustomerRepo {
	return &CustomerRepo{db: db}
}

const customerColumns = `id, email, name, plan, created_at`

func scanCustomer(row interface{ Scan(...any) error }) (*domain.Customer, error) {
	var c domain.Customer
	if err := row.Scan(&c.ID, &c.Email, &c.Name, &c.Plan, &c.CreatedAt); err != nil {
		return nil, err
	}
	return &c, nil
}

func (r *CustomerRepo) ByID(ctx context.Context, id int64) (*domain.Customer, error) {
	row := r.db.QueryRowContext(ctx, `SELECT `+customerColumns+` FROM customers WHERE id = $1`, id)
	c, err := scanCustomer(row)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, domain.ErrNotFound
	}
	if err != nil {
		return nil, err
	}
	return c, nil
}

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
	defer rows.Close()

	var out []*domain.Customer
	for rows.Next() {
		c, err := scanCustomer(rows)
		if err != nil {
			return nil, err
		}
		out = append(out, c)
	}
	return out, rows.Err()
}

func (r *CustomerRepo) UpdatePlan(ctx context.Context, id int64, plan string) error {
	res, err := r.db.ExecContext(ctx, `UPDATE customers SET plan = $1 WHERE id = $2`, plan, id)
	if err != nil {
		return err
	}
	n, err := res.RowsAffected()
	if err != nil {
		return err
	}
	if n == 0 {
		return domain.ErrNotFound
	}
	return nil
}
