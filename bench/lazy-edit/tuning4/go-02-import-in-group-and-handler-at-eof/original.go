package api

import (
	"context"
	"encoding/json"
	"net/http"
	"time"

	"forgekeep.dev/forgekeep/internal/db"
	"forgekeep.dev/forgekeep/internal/version"
)

type healthResponse struct {
	Status   string `json:"status"`
	Database string `json:"database"`
	Uptime   string `json:"uptime"`
}

// handleHealth reports liveness and database connectivity.
func (s *Server) handleHealth(w http.ResponseWriter, r *http.Request) {
	ctx, cancel := context.WithTimeout(r.Context(), 2*time.Second)
	defer cancel()

	resp := healthResponse{
		Status:   "ok",
		Database: "ok",
		Uptime:   time.Since(s.startedAt).Round(time.Second).String(),
	}
	if err := db.Ping(ctx, s.pool); err != nil {
		resp.Status = "degraded"
		resp.Database = err.Error()
		w.WriteHeader(http.StatusServiceUnavailable)
	}
	writeJSON(w, resp)
}

func writeJSON(w http.ResponseWriter, v any) {
	w.Header().Set("Content-Type", "application/json")
	if err := json.NewEncoder(w).Encode(v); err != nil {
		http.Error(w, err.Error(), http.StatusInternalServerError)
	}
}

// registerHealthRoutes mounts health endpoints on mux.
func (s *Server) registerHealthRoutes(mux *http.ServeMux) {
	mux.HandleFunc("GET /healthz", s.handleHealth)
	mux.HandleFunc("GET /version", func(w http.ResponseWriter, r *http.Request) {
		writeJSON(w, map[string]string{"version": version.String()})
	})
}
