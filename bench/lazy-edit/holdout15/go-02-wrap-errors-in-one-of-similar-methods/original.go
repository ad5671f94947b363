package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"time"

	"github.com/lib/pq"
)

var ErrNotFound = errors.New("not found")

type Webhook struct {
	ID         string
	AccountID  string
	URL        string
	Secret     string
	Events     []string
	CreatedAt  time.Time
	DisabledAt *time.Time
}

type WebhookStore struct {
	db *sql.DB
}

func NewWebhookStore(db *sql.DB) *WebhookStore {
	return &WebhookStore{db: db}
}

func (s *WebhookStore) Create(ctx context.Context, w *Webhook) error {
	const q = `INSERT INTO webhooks (id, account_id, url, secret, events, created_at)
		VALUES ($1, $2, $3, $4, $5, $6)`
	_, err := s.db.ExecContext(ctx, q, w.ID, w.AccountID, w.URL, w.Secret, pq.Array(w.Events), w.CreatedAt)
	if err != nil {
		return err
	}
	return nil
}

func (s *WebhookStore) Get(ctx context.Context, accountID, id string) (*Webhook, error) {
	const q = `SELECT id, account_id, url, secret, events, created_at, disabled_at
		FROM webhooks WHERE account_id = $1 AND id = $2`
	var w Webhook
	err := s.db.QueryRowContext(ctx, q, accountID, id).Scan(
		&w.ID, &w.AccountID, &w.URL, &w.Secret, pq.Array(&w.Events), &w.CreatedAt, &w.DisabledAt,
	)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, ErrNotFound
	}
	if err != nil {
		return nil, err
	}
	return &w, nil
}

func (s *WebhookStore) Disable(ctx context.Context, accountID, id string, at time.Time) error {
	const q = `UPDATE webhooks SET disabled_at = $3 WHERE account_id = $1 AND id = $2`
	res, err := s.db.ExecContext(ctx, q, accountID, id, at)
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

func (s *WebhookStore) Delete(ctx context.Context, accountID, id string) error {
	const q = `DELETE FROM webhooks WHERE account_id = $1 AND id = $2`
	res, err := s.db.ExecContext(ctx, q, accountID, id)
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

func (s *WebhookStore) ListActive(ctx context.Context, accountID string) ([]Webhook, error) {
	const q = `SELECT id, account_id, url, secret, events, created_at, disabled_at
		FROM webhooks WHERE account_id = $1 AND disabled_at IS NULL ORDER BY created_at`
	rows, err := s.db.QueryContext(ctx, q, accountID)
	if err != nil {
		return nil, fmt.Errorf("list webhooks: %w", err)
	}
	defer rows.Close()

	var out []Webhook
	for rows.Next() {
		var w Webhook
		if err := rows.Scan(&w.ID, &w.AccountID, &w.URL, &w.Secret, pq.Array(&w.Events), &w.CreatedAt, &w.DisabledAt); err != nil {
			return nil, err
		}
		out = append(out, w)
	}
	return out, rows.Err()
}
