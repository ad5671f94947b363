package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
)

// ... existing code ...
	if errors.Is(err, sql.ErrNoRows) {
		return nil, ErrNotFound
	}
	if err != nil {
		return nil, fmt.Errorf("get customer %d: %w", id, err)
	}
	return &c, nil
}

func (s *CustomerStore) Create(ctx context.Context, c *Customer) error {
	// ... existing code ...
	if err != nil {
		return fmt.Errorf("create customer: %w", err)
	}
	return nil
}

func (s *CustomerStore) UpdateEmail(ctx context.Context, id int64, email string) error {
	res, err := s.db.ExecContext(ctx,
		`UPDATE customers SET email = $1 WHERE id = $2`, email, id,
	)
	if err != nil {
		return fmt.Errorf("update customer %d email: %w", id, err)
	}
	// ... existing code ...
