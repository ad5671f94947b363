package web

import (
	"html/template"
	"log"
	"net/http"
	"strings"

	"example.com/guestbook/internal/store"
)

type Handlers struct {
	store *store.Store
	tmpl  *template.Template
}

func NewHandlers(s *store.Store, tmpl *template.Template) *Handlers {
	return &Handlers{store: s, tmpl: tmpl}
}

func (h *Handlers) Index(w http.ResponseWriter, r *http.Request) {
	entries, err := h.store.Recent(r.Context(), 50)
	if err != nil {
		log.Printf("load entries: %v", err)
		http.Error(w, "internal error", http.StatusInternalServerError)
		return
	}
	if err := h.tmpl.ExecuteTemplate(w, "index.html", entries); err != nil {
		log.Printf("render index: %v", err)
	}
}

func (h *Handlers) Sign(w http.ResponseWriter, r *http.Request) {
	if err := r.ParseForm(); err != nil {
		http.Error(w, "bad request", http.StatusBadRequest)
		return
	}
	name := strings.TrimSpace(r.PostForm.Get("name"))
	message := strings.TrimSpace(r.PostForm.Get("message"))
	if name == "" || message == "" {
		http.Error(w, "name and message are required", http.StatusBadRequest)
		return
	}
	if err := h.store.Add(r.Context(), name, message); err != nil {
		log.Printf("add entry: %v", err)
		http.Error(w, "internal error", http.StatusInternalServerError)
		return
	}
	http.Redirect(w, r, "/", http.StatusSeeOther)
}

func (h *Handlers) Report(w http.ResponseWriter, r *http.Request) {
	if err := r.ParseForm(); err != nil {
		http.Error(w, "bad request", http.StatusBadRequest)
		return
	}
	id := r.PostForm.Get("id")
	if id == "" {
		http.Error(w, "missing id", http.StatusBadRequest)
		return
	}
	if err := h.store.Flag(r.Context(), id); err != nil {
		log.Printf("flag entry %s: %v", id, err)
		http.Error(w, "internal error", http.StatusInternalServerError)
		return
	}
	http.Redirect(w, r, "/", http.StatusSeeOther)
}
