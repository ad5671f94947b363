package repo

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
)

var ErrNotFound = errors.New("not found")

type User struct {
	ID    int64
	Email string
	Name  string
}

type Team struct {
	ID   int64
	Slug string
	Name string
}

type Repo struct {
	db *sql.DB
}

func New(db *sql.DB) *Repo {
	return &Repo{db: db}
}

func (r *Repo) LoadUser(ctx context.Context, id int64) (*User, error) {
	row := r.db.QueryRowContext(ctx, `SELECT id, email, name FROM users WHERE id = $1`, id)
	var u User
	if err := row.Scan(&u.ID, &u.Email, &u.Name); err != nil {
		if errors.Is(err, sql.ErrNoRows) {
			return nil, ErrNotFound
		}
		return nil, fmt.Errorf("load user %d: %w", id, err)
	}
	return &u, nil
}

func (r *Repo) LoadTeam(ctx context.Context, id int64) (*Team, error) {
	row := r.db.QueryRowContext(ctx, `SELECT id, slug, name FROM teams WHERE id = $1`, id)
	var t Team
	if err := row.Scan(&t.ID, &t.Slug, &t.Name); err != nil {
		return nil, err
	}
	return &t, nil
}

func (r *Repo) ListTeamMembers(ctx context.Context, teamID int64) ([]User, error) {
	rows, err := r.db.QueryContext(ctx, `
		SELECT u.id, u.email, u.name
		FROM users u
		JOIN team_members m ON m.user_id = u.id
		WHERE m.team_id = $1
		ORDER BY u.name`, teamID)
	if err != nil {
		return nil, fmt.Errorf("list members of team %d: %w", teamID, err)
	}
	defer rows.Close()

	var members []User
	for rows.Next() {
		var u User
		if err := rows.Scan(&u.ID, &u.Email, &u.Name); err != nil {
			return nil, err
		}
		members = append(members, u)
	}
	return members, rows.Err()
}
