package api

import (
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"strconv"

	"github.com/go-chi/chi/v5"

	"example.com/shop/internal/store"
)

type OrderHandler struct {
	Store  store.OrderStore
	Logger Logger
}

type createOrderRequest struct {
	CustomerID int64        `json:"customer_id"`
	Items      []store.Item `json:"items"`
}

func (h *OrderHandler) Routes(r chi.Router) {
	r.Get("/orders/{id}", h.getOrder)
	r.Post("/orders", h.createOrder)
}

func (h *OrderHandler) getOrder(w http.ResponseWriter, r *http.Request) {
	id, err := strconv.ParseInt(chi.URLParam(r, "id"), 10, 64)
	if err != nil {
		writeError(w, http.StatusBadRequest, "invalid order id")
		return
	}
	order, err := h.Store.Get(r.Context(), id)
	if errors.Is(err, store.ErrNotFound) {
		writeError(w, http.StatusNotFound, "order not found")
		return
	}
	if err != nil {
		h.Logger.Error("get order", "id", id, "err", err)
		writeError(w, http.StatusInternalServerError, "internal error")
		return
	}
	writeJSON(w, http.StatusOK, order)
}

func (h *OrderHandler) createOrder(w http.ResponseWriter, r *http.Request) {
	r.Body = http.MaxBytesReader(w, r.Body, 1<<20)
	var req createOrderRequest
	if err := json.NewDecoder(r.Body).Decode(&req); err != nil {
		writeError(w, http.StatusBadRequest, "malformed JSON body")
		return
	}
	if req.CustomerID == 0 || len(req.Items) == 0 {
		writeError(w, http.StatusUnprocessableEntity, "customer_id and items are required")
		return
	}
	order, err := h.Store.Create(r.Context(), req.CustomerID, req.Items)
	var stockErr *store.OutOfStockError
	if errors.As(err, &stockErr) {
		writeError(w, http.StatusConflict, fmt.Sprintf("item %s is out of stock", stockErr.SKU))
		return
	}
	if err != nil {
		h.Logger.Error("create order", "customer", req.CustomerID, "err", err)
		writeError(w, http.StatusInternalServerError, "internal error")
		return
	}
	writeJSON(w, http.StatusCreated, order)
}

func writeJSON(w http.ResponseWriter, status int, v any) {
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(status)
	_ = json.NewEncoder(w).Encode(v)
}

func writeError(w http.ResponseWriter, status int, msg string) {
	writeJSON(w, status, map[string]string{"error": msg})
}
