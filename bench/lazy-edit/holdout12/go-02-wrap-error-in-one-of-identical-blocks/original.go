package store

import (
	"context"
	"database/sql"
	"errors"
)

var ErrNotFound = errors.New("not found")

type Product struct {
	ID       int64
	SKU      string
	Name     string
	PriceCts int64
	Stock    int
}

type ProductStore struct {
	db *sql.DB
}

func NewProductStore(db *sql.DB) *ProductStore {
	return &ProductStore{db: db}
}

func (s *ProductStore) Get(ctx context.Context, id int64) (*Product, error) {
	var p Product
	err := s.db.QueryRowContext(ctx,
		`SELECT id, sku, name, price_cts, stock FROM products WHERE id = $1`, id,
	).Scan(&p.ID, &p.SKU, &p.Name, &p.PriceCts, &p.Stock)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, ErrNotFound
	}
	if err != nil {
		return nil, err
	}
	return &p, nil
}

func (s *ProductStore) GetBySKU(ctx context.Context, sku string) (*Product, error) {
	var p Product
	err := s.db.QueryRowContext(ctx,
		`SELECT id, sku, name, price_cts, stock FROM products WHERE sku = $1`, sku,
	).Scan(&p.ID, &p.SKU, &p.Name, &p.PriceCts, &p.Stock)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, ErrNotFound
	}
	if err != nil {
		return nil, err
	}
	return &p, nil
}

func (s *ProductStore) Create(ctx context.Context, p *Product) error {
	err := s.db.QueryRowContext(ctx,
		`INSERT INTO products (sku, name, price_cts, stock) VALUES ($1, $2, $3, $4) RETURNING id`,
		p.SKU, p.Name, p.PriceCts, p.Stock,
	).Scan(&p.ID)
	if err != nil {
		return err
	}
	return nil
}

func (s *ProductStore) AdjustStock(ctx context.Context, id int64, delta int) error {
	res, err := s.db.ExecContext(ctx,
		`UPDATE products SET stock = stock + $1 WHERE id = $2 AND stock + $1 >= 0`, delta, id,
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
