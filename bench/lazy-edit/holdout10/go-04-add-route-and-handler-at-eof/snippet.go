// ... existing code ...
	s.mux.HandleFunc("GET /notes/{id}", s.handleGetNote)
	s.mux.HandleFunc("DELETE /notes/{id}", s.handleDeleteNote)
}

// ... existing code ...

func writeError(w http.ResponseWriter, status int, msg string) {
	writeJSON(w, status, map[string]string{"error": msg})
}

func (s *Server) handleDeleteNote(w http.ResponseWriter, r *http.Request) {
	id, err := strconv.ParseInt(r.PathValue("id"), 10, 64)
	if err != nil {
		writeError(w, http.StatusBadRequest, "invalid note id")
		return
	}
	err = s.notes.Delete(r.Context(), id)
	if errors.Is(err, notes.ErrNotFound) {
		writeError(w, http.StatusNotFound, "note not found")
		return
	}
	if err != nil {
		writeError(w, http.StatusInternalServerError, "could not delete note")
		return
	}
	w.WriteHeader(http.StatusNoContent)
}
