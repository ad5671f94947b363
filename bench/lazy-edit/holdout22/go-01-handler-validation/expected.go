package api

import (
	"encoding/json"
	"errors"
	"net/http"
	"strconv"

	"github.com/go-chi/chi/v5"

	"example.com/inventory/internal/store"
)

// WarehouseHandler serves the /warehouses routes.
type WarehouseHandler struct {
	store  store.WarehouseStore
	logger Logger
}

// Logger is the subset of *log.Logger used by handlers.
type Logger interface {
	Printf(format string, args ...any)
}

func NewWarehouseHandler(s store.WarehouseStore, l Logger) *WarehouseHandler {
	return &WarehouseHandler{store: s, logger: l}
}

func (h *WarehouseHandler) Routes() chi.Router {
	r := chi.NewRouter()
	r.Get("/", h.list)
	r.Get("/{id}", h.get)
	r.Post("/{id}/stock", h.adjustStock)
	return r
}

type adjustStockRequest struct {
	SKU   string `json:"sku"`
	Delta int    `json:"delta"`
}

func (h *WarehouseHandler) list(w http.ResponseWriter, r *http.Request) {
	warehouses, err := h.store.List(r.Context())
	if err != nil {
		h.logger.Printf("list warehouses: %v", err)
		http.Error(w, "internal error", http.StatusInternalServerError)
		return
	}
	writeJSON(w, http.StatusOK, warehouses)
}

func (h *WarehouseHandler) get(w http.ResponseWriter, r *http.Request) {
	id, err := strconv.ParseInt(chi.URLParam(r, "id"), 10, 64)
	if err != nil {
		http.Error(w, "invalid id", http.StatusBadRequest)
		return
	}
	wh, err := h.store.Get(r.Context(), id)
	if errors.Is(err, store.ErrNotFound) {
		http.Error(w, "not found", http.StatusNotFound)
		return
	}
	if err != nil {
		h.logger.Printf("get warehouse %d: %v", id, err)
		http.Error(w, "internal error", http.StatusInternalServerError)
		return
	}
	writeJSON(w, http.StatusOK, wh)
}

func (h *WarehouseHandler) adjustStock(w http.ResponseWriter, r *http.Request) {
	id, err := strconv.ParseInt(chi.URLParam(r, "id"), 10, 64)
	if err != nil {
		http.Error(w, "invalid id", http.StatusBadRequest)
		return
	}
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
		h.logger.Printf("adjust stock %d/%s: %v", id, req.SKU, err)
		http.Error(w, "internal error", http.StatusInternalServerError)
		return
	}
	writeJSON(w, http.StatusOK, map[string]int{"level": level})
}

func writeJSON(w http.ResponseWriter, status int, v any) {
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(status)
	_ = json.NewEncoder(w).Encode(v)
}
