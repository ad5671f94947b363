package users

import (
	"context"
	"database/sql"
	"fmt"
)

type User struct {
	ID        int64
	Email     string
	Name      string
	Role      string
	DeletedAt sql.NullTime
}

type Repo struct {
	db *sql.DB
}

func NewRepo(db *sql.DB) *Repo {
	return &Repo{db: db}
}

func (r *Repo) ListByTeam(ctx context.Context, teamID int64) ([]User, error) {
	rows, err := r.db.QueryContext(ctx, `
		SELECT u.id, u.email, u.name, u.role, u.deleted_at
		FROM users u
		JOIN team_members tm ON tm.user_id = u.id
		WHERE tm.team_id = $1
		ORDER BY u.name`, teamID)
	if err != nil {
		return nil, fmt.Errorf("list users by team: %w", err)
	}
	defer rows.Close()

	var users []User
	for rows.Next() {
		var u User
		if err := rows.Scan(&u.ID, &u.Email, &u.Name, &u.Role, &u.DeletedAt); err != nil {
			return nil, err
		}
		users = append(users, u)
	}
	return users, rows.Err()
}

func (r *Repo) ListByRole(ctx context.Context, role string) ([]User, error) {
	rows, err := r.db.QueryContext(ctx, `
		SELECT id, email, name, role, deleted_at
		FROM users
		WHERE role = $1
		ORDER BY name`, role)
	if err != nil {
		return nil, fmt.Errorf("list users by role: %w", err)
	}
	defer rows.Close()

	var users []User
	for rows.Next() {
		var u User
		if err := rows.Scan(&u.ID, &u.Email, &u.Name, &u.Role, &u.DeletedAt); err != nil {
			return nil, err
		}
		users = append(users, u)
	}
	return users, rows.Err()
}

func (r *Repo) Search(ctx context.Context, query string, limit int) ([]User, error) {
	rows, err := r.db.QueryContext(ctx, `
		SELECT id, email, name, role, deleted_at
		FROM users
		WHERE name ILIKE '%' || $1 || '%' OR email ILIKE '%' || $1 || '%'
		ORDER BY name
		LIMIT $2`, query, limit)
	if err != nil {
		return nil, fmt.Errorf("search users: %w", err)
	}
	defer rows.Close()

	var users []User
	for rows.Next() {
		var u User
		if err := rows.Scan(&u.ID, &u.Email, &u.Name, &u.Role, &u.DeletedAt); err != nil {
			return nil, err
		}
		users = append(users, u)
	}
	return users, rows.Err()
}
