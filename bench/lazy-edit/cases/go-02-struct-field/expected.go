package server

import (
	"encoding/json"
	"net/http"
	"time"
)

type Server struct {
	addr    string
	timeout time.Duration
	logger  *log.Logger
}

func New(addr string) *Server {
	return &Server{addr: addr, timeout: 10 * time.Second}
}

func (s *Server) handleHealth(w http.ResponseWriter, r *http.Request) {
	w.Header().Set("Content-Type", "application/json")
	json.NewEncoder(w).Encode(map[string]bool{"ok": true})
}

func (s *Server) Run() error {
	mux := http.NewServeMux()
	mux.HandleFunc("/health", s.handleHealth)
	srv := &http.Server{Addr: s.addr, Handler: mux, ReadTimeout: s.timeout}
	return srv.ListenAndServe()
}
