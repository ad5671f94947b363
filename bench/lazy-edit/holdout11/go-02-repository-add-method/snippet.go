// ... existing code ...

func (r *TaskRepository) ListByUser(ctx context.Context, userID int64, limit int) ([]domain.Task, error) {
	// ... existing code ...
}

func (r *TaskRepository) CountByStatus(ctx context.Context, userID int64) (map[domain.Status]int, error) {
	rows, err := r.db.QueryContext(ctx,
		`SELECT status, COUNT(*) FROM tasks WHERE user_id = $1 GROUP BY status`, userID)
	if err != nil {
		return nil, fmt.Errorf("count tasks for user %d: %w", userID, err)
	}
	defer rows.Close()

	counts := make(map[domain.Status]int)
	for rows.Next() {
		var status domain.Status
		var n int
		if err := rows.Scan(&status, &n); err != nil {
			return nil, fmt.Errorf("scan task count: %w", err)
		}
		counts[status] = n
	}
	return counts, rows.Err()
}

// ... existing code ...
