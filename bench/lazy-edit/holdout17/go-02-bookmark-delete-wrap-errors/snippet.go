// ... existing code ...

func (s *BookmarkStore) Delete(ctx context.Context, userID, id int64) error {
	res, err := s.db.ExecContext(ctx, `DELETE FROM bookmarks WHERE id = $1 AND user_id = $2`, id, userID)
	if err != nil {
		return fmt.Errorf("delete bookmark %d: %w", id, err)
	}
	n, err := res.RowsAffected()
	if err != nil {
		return fmt.Errorf("delete bookmark %d: rows affected: %w", id, err)
	}
	// ... existing code ...
}

// ... existing code ...
