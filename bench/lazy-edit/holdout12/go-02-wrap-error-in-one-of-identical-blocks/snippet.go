package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
)

// ...existing code...

func (s *ProductStore) GetBySKU(ctx context.Context, sku string) (*Product, error) {
	// ...existing code...
	if errors.Is(err, sql.ErrNoRows) {
		return nil, ErrNotFound
	}
	if err != nil {
		return nil, fmt.Errorf("get product by sku %q: %w", sku, err)
	}
	return &p, nil
}

// ...existing code...
