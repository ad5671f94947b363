// ... existing code ...

func (h *Handler) Routes() http.Handler {
	mux := http.NewServeMux()
	mux.HandleFunc("GET /products/{id}", h.getProduct)
	mux.HandleFunc("POST /products", h.createProduct)
	mux.HandleFunc("POST /products/{id}/stock", h.adjustStock)
	return mux
}

func (h *Handler) getProduct(w http.ResponseWriter, r *http.Request) {
	// ... existing code ...
}

func (h *Handler) createProduct(w http.ResponseWriter, r *http.Request) {
	// ... existing code ...
}

func (h *Handler) adjustStock(w http.ResponseWriter, r *http.Request) {
	id, err := strconv.ParseInt(r.PathValue("id"), 10, 64)
	if err != nil {
		writeError(w, http.StatusBadRequest, "invalid product id")
		return
	}
	var body struct {
		Delta int `json:"delta"`
	}
	if err := json.NewDecoder(r.Body).Decode(&body); err != nil {
		writeError(w, http.StatusBadRequest, "invalid JSON body")
		return
	}
	err = h.products.AdjustStock(r.Context(), id, body.Delta)
	if errors.Is(err, store.ErrNotFound) {
		writeError(w, http.StatusConflict, "product not found or insufficient stock")
		return
	}
	if err != nil {
		writeError(w, http.StatusInternalServerError, "internal error")
		return
	}
	w.WriteHeader(http.StatusNoContent)
}

// ... existing code ...
