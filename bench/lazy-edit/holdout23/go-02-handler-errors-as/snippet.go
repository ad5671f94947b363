package api

import (
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"strconv"
// ... existing code ...

func (h *OrderHandler) createOrder(w http.ResponseWriter, r *http.Request) {
	r.Body = http.MaxBytesReader(w, r.Body, 1<<20)
	var req createOrderRequest
	// ... existing code ...
	order, err := h.Store.Create(r.Context(), req.CustomerID, req.Items)
	var stockErr *store.OutOfStockError
	if errors.As(err, &stockErr) {
		writeError(w, http.StatusConflict, fmt.Sprintf("item %s is out of stock", stockErr.SKU))
		return
	}
	if err != nil {
	// ... existing code ...
