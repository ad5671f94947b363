// ... existing code ...
	var req adjustStockRequest
	if err := json.NewDecoder(r.Body).Decode(&req); err != nil {
		http.Error(w, "invalid body", http.StatusBadRequest)
		return
	}
	if req.SKU == "" || req.Delta == 0 {
		http.Error(w, "sku and non-zero delta are required", http.StatusUnprocessableEntity)
		return
	}
	level, err := h.store.AdjustStock(r.Context(), id, req.SKU, req.Delta)
	if errors.Is(err, store.ErrInsufficientStock) {
		http.Error(w, "insufficient stock", http.StatusConflict)
		return
	}
	if err != nil {
// ... existing code ...
