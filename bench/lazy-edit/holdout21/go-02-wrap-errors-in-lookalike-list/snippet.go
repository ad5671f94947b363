// ... existing code ...
import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"time"
// ... existing code ...
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
	// ... existing code ...
