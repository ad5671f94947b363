package api

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"runtime"
	"time"

	// ... existing code ...
)

// ... existing code ...

// registerHealthRoutes mounts health endpoints on mux.
func (s *Server) registerHealthRoutes(mux *http.ServeMux) {
	mux.HandleFunc("GET /healthz", s.handleHealth)
	mux.HandleFunc("GET /version", s.handleVersion)
}

// handleVersion reports build and runtime information.
func (s *Server) handleVersion(w http.ResponseWriter, r *http.Request) {
	writeJSON(w, map[string]string{
		"version":    version.String(),
		"go":         runtime.Version(),
		"goroutines": fmt.Sprint(runtime.NumGoroutine()),
	})
}
