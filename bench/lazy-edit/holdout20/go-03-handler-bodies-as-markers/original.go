package api

import (
	"encoding/json"
	"log/slog"
	"net/http"
	"strconv"

	"example.com/inventory/internal/store"
)

type Server struct {
	items  *store.Items
	logger *slog.Logger
	mux    *http.ServeMux
}

func NewServer(items *store.Items, logger *slog.Logger) *Server {
	s := &Server{items: items, logger: logger, mux: http.NewServeMux()}
	s.routes()
	return s
}

func (s *Server) routes() {
	s.mux.HandleFunc("GET /items", s.handleListItems)
	s.mux.HandleFunc("GET /items/{id}", s.handleGetItem)
	s.mux.HandleFunc("POST /items", s.handleCreateItem)
}

func (s *Server) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	s.mux.ServeHTTP(w, r)
}

func writeJSON(w http.ResponseWriter, status int, v any) {
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(status)
	_ = json.NewEncoder(w).Encode(v)
}

func (s *Server) handleListItems(w http.ResponseWriter, r *http.Request) {
	limit, _ := strconv.Atoi(r.URL.Query().Get("limit"))
	if limit <= 0 || limit > 200 {
		limit = 50
	}
	items, err := s.items.List(r.Context(), limit)
	if err != nil {
		s.logger.Error("list items", "err", err)
		http.Error(w, "internal error", http.StatusInternalServerError)
		return
	}
	writeJSON(w, http.StatusOK, items)
}

func (s *Server) handleGetItem(w http.ResponseWriter, r *http.Request) {
	id, err := strconv.ParseInt(r.PathValue("id"), 10, 64)
	if err != nil {
		http.Error(w, "bad id", http.StatusBadRequest)
		return
	}
	item, err := s.items.Get(r.Context(), id)
	if err == store.ErrNotFound {
		http.Error(w, "not found", http.StatusNotFound)
		return
	}
	if err != nil {
		s.logger.Error("get item", "id", id, "err", err)
		http.Error(w, "internal error", http.StatusInternalServerError)
		return
	}
	writeJSON(w, http.StatusOK, item)
}

func (s *Server) handleCreateItem(w http.ResponseWriter, r *http.Request) {
	var in store.NewItem
	if err := json.NewDecoder(r.Body).Decode(&in); err != nil {
		http.Error(w, "invalid json", http.StatusBadRequest)
		return
	}
	if in.Name == "" || in.Quantity < 0 {
		http.Error(w, "name required and quantity must be >= 0", http.StatusBadRequest)
		return
	}
	item, err := s.items.Create(r.Context(), in)
	if err != nil {
		s.logger.Error("create item", "err", err)
		http.Error(w, "internal error", http.StatusInternalServerError)
		return
	}
	writeJSON(w, http.StatusCreated, item)
}
