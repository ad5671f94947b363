package users

import (
	"context"
	"database/sql"
)

type User struct {
	ID     int64
	Email  string
	Name   string
	TeamID int64
	Active bool
}

type Repo struct {
	db *sql.DB
}

func NewRepo(db *sql.DB) *Repo {
	return &Repo{db: db}
}

func (r *Repo) ListActive(ctx context.Context, limit int) ([]User, error) {
	rows, err := r.db.QueryContext(ctx,
		`SELECT id, email, name, team_id, active FROM users WHERE active ORDER BY id LIMIT $1`, limit)
	if err != nil {
		return nil, err
	}

	var out []User
	for rows.Next() {
		var u User
		if err := rows.Scan(&u.ID, &u.Email, &u.Name, &u.TeamID, &u.Active); err != nil {
			return nil, err
		}
		out = append(out, u)
	}
	return out, rows.Err()
}

func (r *Repo) ListByTeam(ctx context.Context, teamID int64) ([]User, error) {
	rows, err := r.db.QueryContext(ctx,
		`SELECT id, email, name, team_id, active FROM users WHERE team_id = $1 ORDER BY name`, teamID)
	if err != nil {
		return nil, err
	}

	var out []User
	for rows.Next() {
		var u User
		if err := rows.Scan(&u.ID, &u.Email, &u.Name, &u.TeamID, &u.Active); err != nil {
			return nil, err
		}
		out = append(out, u)
	}
	return out, rows.Err()
}

func (r *Repo) Deactivate(ctx context.Context, id int64) error {
	_, err := r.db.ExecContext(ctx, `UPDATE users SET active = false WHERE id = $1`, id)
	return err
}
