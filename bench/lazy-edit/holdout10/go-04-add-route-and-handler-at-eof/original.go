package httpapi

import (
	"encoding/json"
	"errors"
	"net/http"
	"strconv"

	"example.com/notes/internal/notes"
)

type Server struct {
	notes *notes.Service
	mux   *http.ServeMux
}

func NewServer(svc *notes.Service) *Server {
	s := &Server{notes: svc, mux: http.NewServeMux()}
	s.routes()
	return s
}

func (s *Server) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	s.mux.ServeHTTP(w, r)
}

func (s *Server) routes() {
	s.mux.HandleFunc("GET /healthz", s.handleHealth)
	s.mux.HandleFunc("GET /notes", s.handleListNotes)
	s.mux.HandleFunc("POST /notes", s.handleCreateNote)
	s.mux.HandleFunc("GET /notes/{id}", s.handleGetNote)
}

func (s *Server) handleHealth(w http.ResponseWriter, r *http.Request) {
	writeJSON(w, http.StatusOK, map[string]string{"status": "ok"})
}

func (s *Server) handleListNotes(w http.ResponseWriter, r *http.Request) {
	list, err := s.notes.List(r.Context())
	if err != nil {
		writeError(w, http.StatusInternalServerError, "could not list notes")
		return
	}
	writeJSON(w, http.StatusOK, list)
}

func (s *Server) handleCreateNote(w http.ResponseWriter, r *http.Request) {
	var in notes.CreateInput
	if err := json.NewDecoder(r.Body).Decode(&in); err != nil {
		writeError(w, http.StatusBadRequest, "invalid JSON body")
		return
	}
	note, err := s.notes.Create(r.Context(), in)
	if err != nil {
		writeError(w, http.StatusUnprocessableEntity, err.Error())
		return
	}
	writeJSON(w, http.StatusCreated, note)
}

func (s *Server) handleGetNote(w http.ResponseWriter, r *http.Request) {
	id, err := strconv.ParseInt(r.PathValue("id"), 10, 64)
	if err != nil {
		writeError(w, http.StatusBadRequest, "invalid note id")
		return
	}
	note, err := s.notes.Get(r.Context(), id)
	if errors.Is(err, notes.ErrNotFound) {
		writeError(w, http.StatusNotFound, "note not found")
		return
	}
	if err != nil {
		writeError(w, http.StatusInternalServerError, "could not load note")
		return
	}
	writeJSON(w, http.StatusOK, note)
}

func writeJSON(w http.ResponseWriter, status int, v any) {
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(status)
	_ = json.NewEncoder(w).Encode(v)
}

func writeError(w http.ResponseWriter, status int, msg string) {
	writeJSON(w, status, map[string]string{"error": msg})
}
