package postgres

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"time"

	"example.com/billing/internal/domain"
)

// SubscriptionRepo persists subscriptions in Postgres.
type SubscriptionRepo struct {
	db *sql.DB
}

func NewSubscriptionRepo(db *sql.DB) *SubscriptionRepo {
	return &SubscriptionRepo{db: db}
}

const subscriptionColumns = `id, customer_id, plan_id, status, current_period_end, canceled_at`

func scanSubscription(row interface{ Scan(...any) error }) (*domain.Subscription, error) {
	var s domain.Subscription
	var canceledAt sql.NullTime
	if err := row.Scan(&s.ID, &s.CustomerID, &s.PlanID, &s.Status, &s.CurrentPeriodEnd, &canceledAt); err != nil {
		return nil, err
	}
	if canceledAt.Valid {
		s.CanceledAt = &canceledAt.Time
	}
	return &s, nil
}

func (r *SubscriptionRepo) Get(ctx context.Context, id string) (*domain.Subscription, error) {
	row := r.db.QueryRowContext(ctx, `SELECT `+subscriptionColumns+` FROM subscriptions WHERE id = $1`, id)
	s, err := scanSubscription(row)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, domain.ErrNotFound
	}
	if err != nil {
		return nil, err
	}
	return s, nil
}

func (r *SubscriptionRepo) ListByCustomer(ctx context.Context, customerID string) ([]*domain.Subscription, error) {
	rows, err := r.db.QueryContext(ctx, `SELECT `+subscriptionColumns+` FROM subscriptions WHERE customer_id = $1 ORDER BY current_period_end DESC`, customerID)
	if err != nil {
		return nil, err
	}
	defer rows.Close()

	var out []*domain.Subscription
	for rows.Next() {
		s, err := scanSubscription(rows)
		if err != nil {
			return nil, err
		}
		out = append(out, s)
	}
	return out, rows.Err()
}

func (r *SubscriptionRepo) ListExpiring(ctx context.Context, before time.Time) ([]*domain.Subscription, error) {
	rows, err := r.db.QueryContext(ctx, `SELECT `+subscriptionColumns+` FROM subscriptions WHERE status = 'active' AND current_period_end < $1`, before)
	if err != nil {
		return nil, fmt.Errorf("list expiring subscriptions: %w", err)
	}
	defer rows.Close()

	var out []*domain.Subscription
	for rows.Next() {
		s, err := scanSubscription(rows)
		if err != nil {
			return nil, fmt.Errorf("scan expiring subscription: %w", err)
		}
		out = append(out, s)
	}
	return out, rows.Err()
}

func (r *SubscriptionRepo) Cancel(ctx context.Context, id string, at time.Time) error {
	res, err := r.db.ExecContext(ctx, `UPDATE subscriptions SET status = 'canceled', canceled_at = $2 WHERE id = $1 AND status <> 'canceled'`, id, at)
	if err != nil {
		return fmt.Errorf("cancel subscription %s: %w", id, err)
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
