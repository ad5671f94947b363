// ... existing code ...
func (s *Server) routes() {
	s.mux.HandleFunc("GET /items", s.handleListItems)
	s.mux.HandleFunc("GET /items/{id}", s.handleGetItem)
	s.mux.HandleFunc("POST /items", s.handleCreateItem)
	s.mux.HandleFunc("DELETE /items/{id}", s.handleDeleteItem)
}

// ... existing code ...

func (s *Server) handleGetItem(w http.ResponseWriter, r *http.Request) {
	// ... existing code ...
}

func (s *Server) handleDeleteItem(w http.ResponseWriter, r *http.Request) {
	id, err := strconv.ParseInt(r.PathValue("id"), 10, 64)
	if err != nil {
		http.Error(w, "bad id", http.StatusBadRequest)
		return
	}
	switch err := s.items.Delete(r.Context(), id); {
	case err == store.ErrNotFound:
		http.Error(w, "not found", http.StatusNotFound)
	case err != nil:
		s.logger.Error("delete item", "id", id, "err", err)
		http.Error(w, "internal error", http.StatusInternalServerError)
	default:
		w.WriteHeader(http.StatusNoContent)
	}
}

func (s *Server) handleCreateItem(w http.ResponseWriter, r *http.Request) {
	// ... existing code ...
}
