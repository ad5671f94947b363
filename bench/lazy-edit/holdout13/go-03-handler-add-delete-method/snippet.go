// ... existing code ...
	mux.HandleFunc("POST /items", h.Create)
	mux.HandleFunc("DELETE /items/{id}", h.Delete)
	return mux
}

// ... existing code ...

func (h *Handler) Get(w http.ResponseWriter, r *http.Request) {
	// ... existing code ...
}

func (h *Handler) Delete(w http.ResponseWriter, r *http.Request) {
	id, err := strconv.ParseInt(r.PathValue("id"), 10, 64)
	if err != nil {
		writeError(w, http.StatusBadRequest, "invalid id")
		return
	}
	err = h.items.Delete(r.Context(), id)
	if errors.Is(err, store.ErrNotFound) {
		writeError(w, http.StatusNotFound, "item not found")
		return
	}
	if err != nil {
		writeError(w, http.StatusInternalServerError, "could not delete item")
		return
	}
	w.WriteHeader(http.StatusNoContent)
}

// ... existing code ...
