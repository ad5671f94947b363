package store

import (
	"context"
	"database/sql"
	"errors"
)

var ErrNotFound = errors.New("store: not found")

type Customer struct {
	ID    int64
	Name  string
	Email string
}

type CustomerStore struct {
	db *sql.DB
}

func NewCustomerStore(db *sql.DB) *CustomerStore {
	return &CustomerStore{db: db}
}

func (s *CustomerStore) Get(ctx context.Context, id int64) (*Customer, error) {
	var c Customer
	err := s.db.QueryRowContext(ctx,
		`SELECT id, name, email FROM customers WHERE id = $1`, id,
	).Scan(&c.ID, &c.Name, &c.Email)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, ErrNotFound
	}
	if err != nil {
		return nil, err
	}
	return &c, nil
}

func (s *CustomerStore) Create(ctx context.Context, c *Customer) error {
	err := s.db.QueryRowContext(ctx,
		`INSERT INTO customers (name, email) VALUES ($1, $2) RETURNING id`, c.Name, c.Email,
	).Scan(&c.ID)
	if err != nil {
		return err
	}
	return nil
}

func (s *CustomerStore) UpdateEmail(ctx context.Context, id int64, email string) error {
	res, err := s.db.ExecContext(ctx,
		`UPDATE customers SET email = $1 WHERE id = $2`, email, id,
	)
	if err != nil {
		return err
	}
	n, err := res.RowsAffected()
	if err != nil {
		return err
	}
	if n == 0 {
		return ErrNotFound
	}
	return nil
}

func (s *CustomerStore) Delete(ctx context.Context, id int64) error {
	_, err := s.db.ExecContext(ctx, `DELETE FROM customers WHERE id = $1`, id)
	if err != nil {
		return err
	}
	return nil
}
