package server

import (
	"log/slog"
	"net/http"
	"time"
)

// Config holds the HTTP server settings.
type Config struct {
	Addr         string
	ReadTimeout  time.Duration
	WriteTimeout time.Duration
}

// Server wraps an http.Server with structured logging.
type Server struct {
	cfg    Config
	logger *slog.Logger
	mux    *http.ServeMux
}

// New creates a Server with sensible defaults.
func New(cfg Config, logger *slog.Logger) *Server {
	if cfg.ReadTimeout == 0 {
		cfg.ReadTimeout = 5 * time.Second
	}
	if cfg.WriteTimeout == 0 {
		cfg.WriteTimeout = 10 * time.Second
	}
	return &Server{
		cfg:    cfg,
		logger: logger,
		mux:    http.NewServeMux(),
	}
}

// Handle registers a handler for the given pattern.
func (s *Server) Handle(pattern string, h http.Handler) {
	s.mux.Handle(pattern, h)
}

// ListenAndServe starts serving requests.
func (s *Server) ListenAndServe() error {
	srv := &http.Server{
		Addr:         s.cfg.Addr,
		Handler:      s.mux,
		ReadTimeout:  s.cfg.ReadTimeout,
		WriteTimeout: s.cfg.WriteTimeout,
	}
	s.logger.Info("listening", "addr", s.cfg.Addr)
	return srv.ListenAndServe()
}
