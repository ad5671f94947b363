// ... existing code ...

func (h *Handler) Routes() http.Handler {
	r := chi.NewRouter()
	r.Get("/items", h.listItems)
	r.Post("/items", h.createItem)
	r.Get("/items/{id}", h.getItem)
	r.Put("/items/{id}", h.updateItem)
	r.Delete("/items/{id}", h.deleteItem)
	return r
}

// ... existing code ...

func (h *Handler) getItem(w http.ResponseWriter, r *http.Request) {
	// ... existing code ...
}

func (h *Handler) updateItem(w http.ResponseWriter, r *http.Request) {
	id, err := strconv.ParseInt(chi.URLParam(r, "id"), 10, 64)
	if err != nil {
		writeJSON(w, http.StatusBadRequest, map[string]string{"error": "invalid id"})
		return
	}
	var in store.Item
	if err := json.NewDecoder(r.Body).Decode(&in); err != nil {
		writeJSON(w, http.StatusBadRequest, map[string]string{"error": "invalid JSON"})
		return
	}
	in.ID = id
	item, err := h.store.UpdateItem(r.Context(), in)
	if errors.Is(err, store.ErrNotFound) {
		writeJSON(w, http.StatusNotFound, map[string]string{"error": "not found"})
		return
	}
	if err != nil {
		h.serverError(w, err)
		return
	}
	writeJSON(w, http.StatusOK, item)
}

// ... existing code ...
