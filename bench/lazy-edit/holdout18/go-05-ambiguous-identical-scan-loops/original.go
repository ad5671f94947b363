package repo

import (
	"context"
	"database/sql"
	"time"
)

type Project struct {
	ID        int64
	Name      string
	OwnerID   int64
	CreatedAt time.Time
}

type ProjectRepo struct {
	db *sql.DB
}

func NewProjectRepo(db *sql.DB) *ProjectRepo {
	return &ProjectRepo{db: db}
}

func (r *ProjectRepo) ListByOwner(ctx context.Context, ownerID int64) ([]Project, error) {
	rows, err := r.db.QueryContext(ctx,
		`SELECT id, name, owner_id, created_at FROM projects WHERE owner_id = $1 AND archived = false ORDER BY name`,
		ownerID)
	if err != nil {
		return nil, err
	}
	defer rows.Close()

	var out []Project
	for rows.Next() {
		var p Project
		if err := rows.Scan(&p.ID, &p.Name, &p.OwnerID, &p.CreatedAt); err != nil {
			return nil, err
		}
		out = append(out, p)
	}
	return out, rows.Err()
}

func (r *ProjectRepo) ListArchived(ctx context.Context, ownerID int64) ([]Project, error) {
	rows, err := r.db.QueryContext(ctx,
		`SELECT id, name, owner_id, created_at FROM projects WHERE owner_id = $1 AND archived = true ORDER BY name`,
		ownerID)
	if err != nil {
		return nil, err
	}
	defer rows.Close()

	var out []Project
	for rows.Next() {
		var p Project
		if err := rows.Scan(&p.ID, &p.Name, &p.OwnerID, &p.CreatedAt); err != nil {
			return nil, err
		}
		out = append(out, p)
	}
	return out, rows.Err()
}

func (r *ProjectRepo) Search(ctx context.Context, term string) ([]Project, error) {
	rows, err := r.db.QueryContext(ctx,
		`SELECT id, name, owner_id, created_at FROM projects WHERE name ILIKE '%' || $1 || '%' ORDER BY name LIMIT 50`,
		term)
	if err != nil {
		return nil, err
	}
	defer rows.Close()

	var out []Project
	for rows.Next() {
		var p Project
		if err := rows.Scan(&p.ID, &p.Name, &p.OwnerID, &p.CreatedAt); err != nil {
			return nil, err
		}
		out = append(out, p)
	}
	return out, rows.Err()
}
