// ... existing code ...

func (s *WebhookStore) Delete(ctx context.Context, accountID, id string) error {
	const q = `DELETE FROM webhooks WHERE account_id = $1 AND id = $2`
	res, err := s.db.ExecContext(ctx, q, accountID, id)
	if err != nil {
		return fmt.Errorf("delete webhook %s: %w", id, err)
	}
	n, err := res.RowsAffected()
	if err != nil {
		return fmt.Errorf("delete webhook %s: rows affected: %w", id, err)
	}
	if n == 0 {
		return ErrNotFound
	}
	return nil
}

// ... existing code ...
