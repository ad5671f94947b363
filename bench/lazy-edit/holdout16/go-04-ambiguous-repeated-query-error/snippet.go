// ... existing code ...
	rows, err := r.db.QueryContext(ctx, query, args...)
	if err != nil {
		return nil, fmt.Errorf("listing books: %w", err)
	}
	defer rows.Close()
	return scanBooks(rows)
}
// ... existing code ...
