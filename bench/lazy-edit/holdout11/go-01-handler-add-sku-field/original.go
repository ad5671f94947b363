package handlers

import (
	"encoding/json"
	"errors"
	"net/http"
	"strings"
	"time"

	"github.com/acme/shop/internal/store"
)

type CreateProductRequest struct {
	Name        string   `json:"name"`
	Description string   `json:"description"`
	PriceCents  int64    `json:"price_cents"`
	Tags        []string `json:"tags"`
}

type ProductResponse struct {
	ID          string    `json:"id"`
	Name        string    `json:"name"`
	Description string    `json:"description"`
	PriceCents  int64     `json:"price_cents"`
	Tags        []string  `json:"tags"`
	CreatedAt   time.Time `json:"created_at"`
}

type ProductHandler struct {
	Store store.ProductStore
}

func (r CreateProductRequest) Validate() error {
	if strings.TrimSpace(r.Name) == "" {
		return errors.New("name is required")
	}
	if r.PriceCents <= 0 {
		return errors.New("price_cents must be positive")
	}
	if len(r.Tags) > 10 {
		return errors.New("at most 10 tags are allowed")
	}
	return nil
}

func (h *ProductHandler) Create(w http.ResponseWriter, r *http.Request) {
	var req CreateProductRequest
	if err := json.NewDecoder(r.Body).Decode(&req); err != nil {
		writeError(w, http.StatusBadRequest, "invalid JSON body")
		return
	}
	if err := req.Validate(); err != nil {
		writeError(w, http.StatusUnprocessableEntity, err.Error())
		return
	}

	p, err := h.Store.Create(r.Context(), store.NewProduct{
		Name:        strings.TrimSpace(req.Name),
		Description: req.Description,
		PriceCents:  req.PriceCents,
		Tags:        req.Tags,
	})
	if err != nil {
		writeError(w, http.StatusInternalServerError, "could not create product")
		return
	}
	writeJSON(w, http.StatusCreated, toResponse(p))
}

func toResponse(p store.Product) ProductResponse {
	return ProductResponse{
		ID:          p.ID,
		Name:        p.Name,
		Description: p.Description,
		PriceCents:  p.PriceCents,
		Tags:        p.Tags,
		CreatedAt:   p.CreatedAt,
	}
}

func writeJSON(w http.ResponseWriter, status int, v any) {
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(status)
	_ = json.NewEncoder(w).Encode(v)
}

func writeError(w http.ResponseWriter, status int, msg string) {
	writeJSON(w, status, map[string]string{"error": msg})
}
