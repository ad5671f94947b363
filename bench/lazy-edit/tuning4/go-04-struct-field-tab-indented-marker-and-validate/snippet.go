// ... existing code ...
type Repository struct {
	// ... existing code ...
	Archived      bool       `json:"archived" db:"archived"`
	IsTemplate    bool       `json:"is_template" db:"is_template"`
	// ... existing code ...
}

// ... existing code ...
func (r *Repository) Validate() error {
	// ... existing code ...
	if r.DefaultBranch == "" {
		return errors.New("repository: default branch is required")
	}
	if r.Archived && r.IsTemplate {
		return errors.New("repository: archived repositories cannot be templates")
	}
	return nil
}
