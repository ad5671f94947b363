package api

import (
	"encoding/json"
	"errors"
	"net/http"

	"github.com/go-chi/chi/v5"

	"example.com/notes/internal/tags"
)

type TagHandler struct {
	Tags *tags.Service
}

type tagInput struct {
	Name  string `json:"name"`
	Color string `json:"color"`
}

func (in tagInput) Validate() error {
	if in.Name == "" {
		return errors.New("name is required")
	}
	if len(in.Name) > 64 {
		return errors.New("name must be at most 64 characters")
	}
	return nil
}

func (h *TagHandler) Routes(r chi.Router) {
	r.Post("/tags", h.Create)
	r.Put("/tags/{id}", h.Update)
	r.Delete("/tags/{id}", h.Delete)
}

func (h *TagHandler) Create(w http.ResponseWriter, r *http.Request) {
	var in tagInput
	if err := json.NewDecoder(r.Body).Decode(&in); err != nil {
		writeError(w, http.StatusBadRequest, "invalid JSON body")
		return
	}
	if err := in.Validate(); err != nil {
		writeError(w, http.StatusUnprocessableEntity, err.Error())
		return
	}
	tag, err := h.Tags.Create(r.Context(), in.Name, in.Color)
	if err != nil {
		writeError(w, http.StatusInternalServerError, "could not create tag")
		return
	}
	writeJSON(w, http.StatusCreated, tag)
}

func (h *TagHandler) Update(w http.ResponseWriter, r *http.Request) {
	var in tagInput
	if err := json.NewDecoder(r.Body).Decode(&in); err != nil {
		writeError(w, http.StatusBadRequest, "invalid JSON body")
		return
	}
	if err := in.Validate(); err != nil {
		writeError(w, http.StatusUnprocessableEntity, err.Error())
		return
	}
	tag, err := h.Tags.Update(r.Context(), chi.URLParam(r, "id"), in.Name, in.Color)
	if errors.Is(err, tags.ErrNotFound) {
		writeError(w, http.StatusNotFound, "tag not found")
		return
	}
	if err != nil {
		writeError(w, http.StatusInternalServerError, "could not update tag")
		return
	}
	writeJSON(w, http.StatusOK, tag)
}

func (h *TagHandler) Delete(w http.ResponseWriter, r *http.Request) {
	if err := h.Tags.Delete(r.Context(), chi.URLParam(r, "id")); err != nil {
		writeError(w, http.StatusInternalServerError, "could not delete tag")
		return
	}
	w.WriteHeader(http.StatusNoContent)
}
