package server

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"net/http"
	"time"
)

// ... existing code ...

func (s *Server) Start() error {
	// ... existing code ...
}

func (s *Server) Shutdown(ctx context.Context) error {
	s.logger.Info("shutting down")
	var errs []error
	if err := s.http.Shutdown(ctx); err != nil {
		errs = append(errs, fmt.Errorf("http shutdown: %w", err))
	}
	if err := s.store.Close(); err != nil {
		errs = append(errs, fmt.Errorf("store close: %w", err))
	}
	return errors.Join(errs...)
}

// ... existing code ...
