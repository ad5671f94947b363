package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"time"
)

// ... existing code ...

func (s *Accounts) ByEmail(ctx context.Context, email string) (*Account, error) {
	// ... existing code ...
	if err != nil {
		return nil, fmt.Errorf("account by email %q: %w", email, err)
	}
	return &a, nil
}

func (s *Accounts) Create(ctx context.Context, email, plan string) (*Account, error) {
	// ... existing code ...
	if err != nil {
		return nil, fmt.Errorf("create account %q: %w", email, err)
	}
	return &a, nil
}

// … rest of the file …
