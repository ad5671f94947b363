// ... existing code ...

type CreateNoteRequest struct {
	Title string   `json:"title"`
	Body  string   `json:"body"`
	Tags  []string `json:"tags"`
}

type Note struct {
	ID        string    `json:"id"`
	Title     string    `json:"title"`
	Body      string    `json:"body"`
	Tags      []string  `json:"tags"`
	CreatedAt time.Time `json:"created_at"`
}

// ... existing code ...
	if len(r.Body) > 10_000 {
		return errors.New("body is too long")
	}
	if len(r.Tags) > 5 {
		return errors.New("at most 5 tags are allowed")
	}
	return nil
}

// ... existing code ...
		Body:      body.Body,
		Tags:      body.Tags,
		CreatedAt: h.Now().UTC(),
	}
	// ... existing code ...
