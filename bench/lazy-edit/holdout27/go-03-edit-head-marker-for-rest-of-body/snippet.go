// ... existing code ...

func (h *Handler) listOrders(w http.ResponseWriter, r *http.Request) {
	customerID, err := strconv.ParseInt(r.PathValue("id"), 10, 64)
	if err != nil {
		http.Error(w, "invalid id", http.StatusBadRequest)
		return
	}
	limit := 50
	if raw := r.URL.Query().Get("limit"); raw != "" {
		n, err := strconv.Atoi(raw)
		if err != nil || n < 1 || n > 200 {
			http.Error(w, "limit must be between 1 and 200", http.StatusBadRequest)
			return
		}
		limit = n
	}
	orders, err := h.orders.ListByCustomer(r.Context(), customerID, limit)
	// ... rest of the handler unchanged ...
}

func (h *Handler) updateStatus(w http.ResponseWriter, r *http.Request) {
	// ... existing code ...
	if err := json.NewDecoder(r.Body).Decode(&body); err != nil {
		http.Error(w, "invalid body", http.StatusBadRequest)
		return
	}
	switch body.Status {
	case "pending", "paid", "shipped", "cancelled":
	default:
		http.Error(w, "unknown status", http.StatusUnprocessableEntity)
		return
	}
	if err := h.orders.UpdateStatus(r.Context(), id, body.Status); err != nil {
// ... existing code ...
