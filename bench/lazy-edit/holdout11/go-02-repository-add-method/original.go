package postgres

import (
	"context"
	"database/sql"
	"errors"
	"fmt"

	"github.com/acme/tasks/internal/domain"
)

var ErrNotFound = errors.New("task not found")

type TaskRepository struct {
	db *sql.DB
}

func NewTaskRepository(db *sql.DB) *TaskRepository {
	return &TaskRepository{db: db}
}

func (r *TaskRepository) Get(ctx context.Context, id int64) (*domain.Task, error) {
	row := r.db.QueryRowContext(ctx,
		`SELECT id, user_id, title, status, due_at, created_at FROM tasks WHERE id = $1`, id)
	var t domain.Task
	if err := row.Scan(&t.ID, &t.UserID, &t.Title, &t.Status, &t.DueAt, &t.CreatedAt); err != nil {
		if errors.Is(err, sql.ErrNoRows) {
			return nil, ErrNotFound
		}
		return nil, fmt.Errorf("get task %d: %w", id, err)
	}
	return &t, nil
}

func (r *TaskRepository) ListByUser(ctx context.Context, userID int64, limit int) ([]domain.Task, error) {
	rows, err := r.db.QueryContext(ctx,
		`SELECT id, user_id, title, status, due_at, created_at
		FROM tasks WHERE user_id = $1 ORDER BY created_at DESC LIMIT $2`, userID, limit)
	if err != nil {
		return nil, fmt.Errorf("list tasks for user %d: %w", userID, err)
	}
	defer rows.Close()

	var tasks []domain.Task
	for rows.Next() {
		var t domain.Task
		if err := rows.Scan(&t.ID, &t.UserID, &t.Title, &t.Status, &t.DueAt, &t.CreatedAt); err != nil {
			return nil, fmt.Errorf("scan task: %w", err)
		}
		tasks = append(tasks, t)
	}
	return tasks, rows.Err()
}

func (r *TaskRepository) Create(ctx context.Context, t *domain.Task) error {
	err := r.db.QueryRowContext(ctx,
		`INSERT INTO tasks (user_id, title, status, due_at) VALUES ($1, $2, $3, $4)
		RETURNING id, created_at`,
		t.UserID, t.Title, t.Status, t.DueAt).Scan(&t.ID, &t.CreatedAt)
	if err != nil {
		return fmt.Errorf("create task: %w", err)
	}
	return nil
}

func (r *TaskRepository) UpdateStatus(ctx context.Context, id int64, status domain.Status) error {
	res, err := r.db.ExecContext(ctx, `UPDATE tasks SET status = $1 WHERE id = $2`, status, id)
	if err != nil {
		return fmt.Errorf("update task %d: %w", id, err)
	}
	n, err := res.RowsAffected()
	if err != nil {
		return fmt.Errorf("update task %d: %w", id, err)
	}
	if n == 0 {
		return ErrNotFound
	}
	return nil
}
