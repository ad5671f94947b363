package model

import (
	"errors"
	"regexp"
	"time"
)

var validName = regexp.MustCompile(`^[A-Za-z0-9._-]{1,100}$`)

// Repository is a git repository hosted by Forgekeep.
type Repository struct {
	ID            int64      `json:"id" db:"id"`
	OwnerID       int64      `json:"owner_id" db:"owner_id"`
	Name          string     `json:"name" db:"name"`
	Description   string     `json:"description" db:"description"`
	DefaultBranch string     `json:"default_branch" db:"default_branch"`
	Private       bool       `json:"private" db:"private"`
	Archived      bool       `json:"archived" db:"archived"`
	IsTemplate    bool       `json:"is_template" db:"is_template"`
	CreatedAt     time.Time  `json:"created_at" db:"created_at"`
	UpdatedAt     time.Time  `json:"updated_at" db:"updated_at"`
	PushedAt      *time.Time `json:"pushed_at,omitempty" db:"pushed_at"`
}

// Visibility returns "private" or "public".
func (r *Repository) Visibility() string {
	if r.Private {
		return "private"
	}
	return "public"
}

// Validate checks invariants before the repository is persisted.
func (r *Repository) Validate() error {
	if !validName.MatchString(r.Name) {
		return errors.New("repository: invalid name")
	}
	if r.Name == "." || r.Name == ".." {
		return errors.New("repository: reserved name")
	}
	if len(r.Description) > 350 {
		return errors.New("repository: description too long")
	}
	if r.DefaultBranch == "" {
		return errors.New("repository: default branch is required")
	}
	if r.Archived && r.IsTemplate {
		return errors.New("repository: archived repositories cannot be templates")
	}
	return nil
}
