package http

import (
	"encoding/json"
	"errors"
	"net/http"
	"strings"

	"github.com/go-chi/chi/v5"

	"github.com/acme/catalog/internal/catalog"
)

type ProductHandler struct {
	svc *catalog.Service
}

type productRequest struct {
	Name       string   `json:"name"`
	PriceCents int64    `json:"price_cents"`
	Tags       []string `json:"tags"`
}

func (p productRequest) validate() error {
	if strings.TrimSpace(p.Name) == "" {
		return errors.New("name is required")
	}
	if p.PriceCents < 0 {
		return errors.New("price_cents must not be negative")
	}
	return nil
}

func decodeJSON(r *http.Request, dst any) error {
	dec := json.NewDecoder(r.Body)
	dec.DisallowUnknownFields()
	return dec.Decode(dst)
}

func writeJSON(w http.ResponseWriter, status int, v any) {
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(status)
	_ = json.NewEncoder(w).Encode(v)
}

func writeError(w http.ResponseWriter, status int, err error) {
	writeJSON(w, status, map[string]string{"error": err.Error()})
}

func (h *ProductHandler) Create(w http.ResponseWriter, r *http.Request) {
	var req productRequest
	if err := decodeJSON(r, &req); err != nil {
		writeError(w, http.StatusBadRequest, err)
		return
	}

	product, err := h.svc.Create(r.Context(), catalog.NewProduct{
		Name:       req.Name,
		PriceCents: req.PriceCents,
		Tags:       req.Tags,
	})
	if err != nil {
		writeError(w, http.StatusInternalServerError, err)
		return
	}
	writeJSON(w, http.StatusCreated, product)
}

func (h *ProductHandler) Update(w http.ResponseWriter, r *http.Request) {
	id := chi.URLParam(r, "id")
	var req productRequest
	if err := decodeJSON(r, &req); err != nil {
		writeError(w, http.StatusBadRequest, err)
		return
	}

	product, err := h.svc.Update(r.Context(), id, catalog.ProductChanges{
		Name:       req.Name,
		PriceCents: req.PriceCents,
		Tags:       req.Tags,
	})
	if err != nil {
		writeError(w, http.StatusInternalServerError, err)
		return
	}
	writeJSON(w, http.StatusOK, product)
}
