// ... existing code ...

func (r *Repo) LoadTeam(ctx context.Context, id int64) (*Team, error) {
	row := r.db.QueryRowContext(ctx, `SELECT id, slug, name FROM teams WHERE id = $1`, id)
	var t Team
	if err := row.Scan(&t.ID, &t.Slug, &t.Name); err != nil {
		if errors.Is(err, sql.ErrNoRows) {
			return nil, ErrNotFound
		}
		return nil, fmt.Errorf("load team %d: %w", id, err)
	}
	return &t, nil
}

func (r *Repo) ListTeamMembers(ctx context.Context, teamID int64) ([]User, error) {
	// ... existing code ...
		if err := rows.Scan(&u.ID, &u.Email, &u.Name); err != nil {
			return nil, fmt.Errorf("scan member of team %d: %w", teamID, err)
		}
		members = append(members, u)
	}
	return members, rows.Err()
}
