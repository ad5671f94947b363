package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"time"
)

// ... existing code ...

func (s *AccountStore) List(ctx context.Context, limit, offset int) ([]Account, error) {
	rows, err := s.db.QueryContext(ctx,
		`SELECT id, email, name, created_at, disabled_at FROM accounts ORDER BY id LIMIT $1 OFFSET $2`, limit, offset,
	)
	if err != nil {
		return nil, fmt.Errorf("list accounts: %w", err)
	}
	defer rows.Close()

	var accounts []Account
	for rows.Next() {
		var a Account
		if err := rows.Scan(&a.ID, &a.Email, &a.Name, &a.CreatedAt, &a.DisabledAt); err != nil {
			return nil, fmt.Errorf("scan account: %w", err)
		}
		accounts = append(accounts, a)
	}
	return accounts, rows.Err()
}

// ... existing code ...
