package api

import (
	"encoding/json"
	"errors"
	"net/http"
	"strings"
	"time"
)

type CreateNoteRequest struct {
	Title string `json:"title"`
	Body  string `json:"body"`
}

type Note struct {
	ID        string    `json:"id"`
	Title     string    `json:"title"`
	Body      string    `json:"body"`
	CreatedAt time.Time `json:"created_at"`
}

type NoteStore interface {
	Create(n Note) error
}

type NotesHandler struct {
	Store NoteStore
	NewID func() string
	Now   func() time.Time
}

func (r CreateNoteRequest) validate() error {
	if strings.TrimSpace(r.Title) == "" {
		return errors.New("title is required")
	}
	if len(r.Body) > 10_000 {
		return errors.New("body is too long")
	}
	return nil
}

func (h *NotesHandler) Create(w http.ResponseWriter, req *http.Request) {
	var body CreateNoteRequest
	if err := json.NewDecoder(req.Body).Decode(&body); err != nil {
		writeError(w, http.StatusBadRequest, "invalid JSON")
		return
	}
	if err := body.validate(); err != nil {
		writeError(w, http.StatusUnprocessableEntity, err.Error())
		return
	}
	note := Note{
		ID:        h.NewID(),
		Title:     strings.TrimSpace(body.Title),
		Body:      body.Body,
		CreatedAt: h.Now().UTC(),
	}
	if err := h.Store.Create(note); err != nil {
		writeError(w, http.StatusInternalServerError, "could not save note")
		return
	}
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(http.StatusCreated)
	_ = json.NewEncoder(w).Encode(note)
}

func writeError(w http.ResponseWriter, status int, msg string) {
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(status)
	_ = json.NewEncoder(w).Encode(map[string]string{"error": msg})
}
