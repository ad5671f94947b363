// ... existing code ...
func (h *Handler) Get(w http.ResponseWriter, r *http.Request) {
	item, err := h.store.Get(r.Context(), r.PathValue("id"))
	if err != nil {
		http.Error(w, "not found", http.StatusNotFound)
		return
	}
	// ... existing code ...
}
