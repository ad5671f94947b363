package health

import (
	"context"
	"encoding/json"
	"net/http"
	"time"
)

type Checker interface {
	Name() string
	Check(ctx context.Context) error
}

type Handler struct {
	checkers []Checker
	timeout  time.Duration
}

func NewHandler(timeout time.Duration, checkers ...Checker) *Handler {
	return &Handler{checkers: checkers, timeout: timeout}
}

type result struct {
	Status string            `json:"status"`
	Checks map[string]string `json:"checks"`
}

func (h *Handler) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	ctx, cancel := context.WithTimeout(r.Context(), h.timeout)
	defer cancel()

	res := result{Status: "ok", Checks: make(map[string]string, len(h.checkers))}
	for _, c := range h.checkers {
		if err := c.Check(ctx); err != nil {
			res.Status = "degraded"
			res.Checks[c.Name()] = err.Error()
			continue
		}
		res.Checks[c.Name()] = "ok"
	}

	w.Header().Set("Content-Type", "application/json")
	if res.Status != "ok" {
		w.WriteHeader(http.StatusServiceUnavailable)
	}
	json.NewEncoder(w).Encode(res)
}
