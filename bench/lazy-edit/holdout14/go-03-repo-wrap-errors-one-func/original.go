package postgres

import (
	"context"
	"database/sql"
	"errors"
	"fmt"

	"example.com/shop/internal/domain"
)

const (
	getOrderQuery    = `SELECT id, customer_id, status, total_cents, created_at FROM orders WHERE id = $1`
	listOrdersQuery  = `SELECT id, customer_id, status, total_cents, created_at FROM orders WHERE customer_id = $1 ORDER BY created_at DESC LIMIT $2`
	updateOrderQuery = `UPDATE orders SET status = $2, updated_at = now() WHERE id = $1`
)

type OrderRepository struct {
	db *sql.DB
}

func NewOrderRepository(db *sql.DB) *OrderRepository {
	return &OrderRepository{db: db}
}

func (r *OrderRepository) Get(ctx context.Context, id string) (*domain.Order, error) {
	var o domain.Order
	err := r.db.QueryRowContext(ctx, getOrderQuery, id).
		Scan(&o.ID, &o.CustomerID, &o.Status, &o.TotalCents, &o.CreatedAt)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, domain.ErrNotFound
	}
	if err != nil {
		return nil, err
	}
	return &o, nil
}

func (r *OrderRepository) ListByCustomer(ctx context.Context, customerID string, limit int) ([]domain.Order, error) {
	rows, err := r.db.QueryContext(ctx, listOrdersQuery, customerID, limit)
	if err != nil {
		return nil, err
	}
	defer rows.Close()

	var orders []domain.Order
	for rows.Next() {
		var o domain.Order
		if err := rows.Scan(&o.ID, &o.CustomerID, &o.Status, &o.TotalCents, &o.CreatedAt); err != nil {
			return nil, err
		}
		orders = append(orders, o)
	}
	if err := rows.Err(); err != nil {
		return nil, err
	}
	return orders, nil
}

func (r *OrderRepository) UpdateStatus(ctx context.Context, id string, status domain.OrderStatus) error {
	res, err := r.db.ExecContext(ctx, updateOrderQuery, id, status)
	if err != nil {
		return fmt.Errorf("update order %s: %w", id, err)
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
