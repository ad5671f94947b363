package handlers

import (
	"encoding/json"
	"errors"
	"net/http"
	"regexp"
	"strings"
	"time"

	"github.com/acme/shop/internal/store"
)

var skuPattern = regexp.MustCompile(`^[A-Z0-9-]{3,32}$`)

type CreateProductRequest struct {
	Name        string   `json:"name"`
	SKU         string   `json:"sku"`
	Description string   `json:"description"`
	// ... existing code ...
}

type ProductResponse struct {
	ID          string    `json:"id"`
	Name        string    `json:"name"`
	SKU         string    `json:"sku"`
	Description string    `json:"description"`
// ... existing code ...
	if strings.TrimSpace(r.Name) == "" {
		return errors.New("name is required")
	}
	if !skuPattern.MatchString(r.SKU) {
		return errors.New("sku must be 3-32 uppercase letters, digits or dashes")
	}
// ... existing code ...
		Name:        strings.TrimSpace(req.Name),
		SKU:         req.SKU,
		Description: req.Description,
// ... existing code ...
		Name:        p.Name,
		SKU:         p.SKU,
		Description: p.Description,
// ... existing code ...
