package main

import (
	"context"
	"errors"
	"flag"
// ... existing code ...
func main() {
	logger := slog.New(slog.NewJSONHandler(os.Stdout, nil))
	cfg := loadSettings()

	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()

	q, err := queue.Dial(ctx, cfg.QueueURL)
	if err != nil {
		// ... existing code ...
	}
	defer q.Close()

	for i := 0; i < cfg.Workers; i++ {
		go queue.RunWorker(ctx, q, logger.With("worker", i))
	}

	srv := &http.Server{
		Addr:              cfg.Addr,
		Handler:           server.Routes(q, logger),
		ReadHeaderTimeout: 5 * time.Second,
	}

	go func() {
		logger.Info("listening", "addr", cfg.Addr)
		if err := srv.ListenAndServe(); err != nil && !errors.Is(err, http.ErrServerClosed) {
			logger.Error("http server", "err", err)
			stop()
		}
	}()
// ... existing code ...
	logger.Info("shutting down")

	shutdownCtx, cancel := context.WithTimeout(context.Background(), cfg.ShutdownTimeout)
	defer cancel()
// ... existing code ...
