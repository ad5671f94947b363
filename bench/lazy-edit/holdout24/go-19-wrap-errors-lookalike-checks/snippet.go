// ... existing code ...
	rows, err := s.db.QueryContext(ctx, q, ownerID, limit)
	if err != nil {
		return nil, fmt.Errorf("query links for owner %d: %w", ownerID, err)
	}
	defer rows.Close()

	var links []Link
	for rows.Next() {
		var l Link
		if err := rows.Scan(&l.ID, &l.Code, &l.Target, &l.OwnerID, &l.Hits, &l.CreatedAt, &l.ExpiresAt); err != nil {
			return nil, fmt.Errorf("scan link: %w", err)
		}
		links = append(links, l)
	}
// ... existing code ...
func (s *LinkStore) IncrementHits(ctx context.Context, id int64) error {
	res, err := s.db.ExecContext(ctx, `UPDATE links SET hits = hits + 1 WHERE id = $1`, id)
	if err != nil {
		return fmt.Errorf("increment hits for link %d: %w", id, err)
	}
// ... existing code ...
