package api

func (h *Handler) List(w http.ResponseWriter, r *http.Request) {
	items, err := h.store.List(r.Context())
	if err != nil {
		http.Error(w, "internal error", 500)
		return
	}
	writeJSON(w, items)
}

func (h *Handler) Get(w http.ResponseWriter, r *http.Request) {
	item, err := h.store.Get(r.Context(), r.PathValue("id"))
	if err != nil {
		http.Error(w, "not found", http.StatusNotFound)
		return
	}
	writeJSON(w, item)
}
