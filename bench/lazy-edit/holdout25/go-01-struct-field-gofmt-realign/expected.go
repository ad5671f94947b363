package api

import (
	"encoding/json"
	"errors"
	"net/http"
	"time"

	"github.com/acme/shipments/internal/store"
)

type Handler struct {
	store  *store.Store
	logger Logger
	now    func() time.Time
}

type createShipmentRequest struct {
	OrderID     string  `json:"order_id"`
	Carrier     string  `json:"carrier"`
	WeightGrams int     `json:"weight_grams"`
	Insured     bool    `json:"insured"`
	ValueEUR    float64 `json:"value_eur,omitempty"`
}

type shipmentResponse struct {
	ID          string    `json:"id"`
	OrderID     string    `json:"order_id"`
	Carrier     string    `json:"carrier"`
	Status      string    `json:"status"`
	TrackingURL string    `json:"tracking_url,omitempty"`
	CreatedAt   time.Time `json:"created_at"`
}

func NewHandler(s *store.Store, logger Logger) *Handler {
	return &Handler{store: s, logger: logger, now: time.Now}
}

func (h *Handler) CreateShipment(w http.ResponseWriter, r *http.Request) {
	var req createShipmentRequest
	if err := json.NewDecoder(r.Body).Decode(&req); err != nil {
		writeError(w, http.StatusBadRequest, "invalid JSON body")
		return
	}
	if req.OrderID == "" || req.Carrier == "" {
		writeError(w, http.StatusUnprocessableEntity, "order_id and carrier are required")
		return
	}

	sh, err := h.store.CreateShipment(r.Context(), store.NewShipment{
		OrderID:     req.OrderID,
		Carrier:     req.Carrier,
		WeightGrams: req.WeightGrams,
		Insured:     req.Insured,
		ValueEUR:    req.ValueEUR,
		CreatedAt:   h.now(),
	})
	if errors.Is(err, store.ErrDuplicateOrder) {
		writeError(w, http.StatusConflict, "shipment already exists for order")
		return
	}
	if err != nil {
		h.logger.Error("create shipment", "err", err)
		writeError(w, http.StatusInternalServerError, "internal error")
		return
	}

	writeJSON(w, http.StatusCreated, shipmentResponse{
		ID:          sh.ID,
		OrderID:     sh.OrderID,
		Carrier:     sh.Carrier,
		Status:      string(sh.Status),
		TrackingURL: sh.TrackingURL,
		CreatedAt:   sh.CreatedAt,
	})
}

func writeJSON(w http.ResponseWriter, status int, v any) {
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(status)
	_ = json.NewEncoder(w).Encode(v)
}

func writeError(w http.ResponseWriter, status int, msg string) {
	writeJSON(w, status, map[string]string{"error": msg})
}
