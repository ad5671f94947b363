package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"time"
)

// ... existing code ...

func (s *OrderStore) Get(ctx context.Context, id int64) (*Order, error) {
	row := s.db.QueryRowContext(ctx,
		`SELECT id, customer_id, status, total_cents, created_at FROM orders WHERE id = $1`,
		id,
	)
	// ... existing code ...
}

func (s *OrderStore) ListByCustomer(ctx context.Context, customerID int64, limit int) ([]Order, error) {
	rows, err := s.db.QueryContext(ctx,
		`SELECT id, customer_id, status, total_cents, created_at
		   FROM orders WHERE customer_id = $1
		  ORDER BY created_at DESC LIMIT $2`,
		customerID, limit,
	)
	// ... existing code ...
}

func (s *OrderStore) UpdateStatus(ctx context.Context, id int64, status string) error {
	res, err := s.db.ExecContext(ctx, `UPDATE orders SET status = $1 WHERE id = $2`, status, id)
	// ... existing code ...
}
