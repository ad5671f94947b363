package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"log/slog"
	"net/http"
	"os"
	"os/signal"
	"syscall"
	"time"

	"example.com/shortener/internal/api"
	"example.com/shortener/internal/store"
)

type config struct {
	addr            string
	databaseURL     string
	readTimeout     time.Duration
	writeTimeout    time.Duration
	shutdownTimeout time.Duration
	logLevel        string
}

func parseFlags() config {
	var cfg config
	flag.StringVar(&cfg.addr, "addr", ":8080", "HTTP listen address")
	flag.StringVar(&cfg.databaseURL, "database-url", os.Getenv("DATABASE_URL"), "Postgres connection string")
	flag.DurationVar(&cfg.readTimeout, "read-timeout", 5*time.Second, "HTTP read timeout")
	flag.DurationVar(&cfg.writeTimeout, "write-timeout", 10*time.Second, "HTTP write timeout")
	flag.DurationVar(&cfg.shutdownTimeout, "shutdown-timeout", 15*time.Second, "graceful shutdown timeout")
	flag.StringVar(&cfg.logLevel, "log-level", "info", "log level (debug, info, warn, error)")
	flag.Parse()
	return cfg
}

func newLogger(level string) *slog.Logger {
	var lvl slog.Level
	if err := lvl.UnmarshalText([]byte(level)); err != nil {
		lvl = slog.LevelInfo
	}
	return slog.New(slog.NewJSONHandler(os.Stdout, &slog.HandlerOptions{Level: lvl}))
}

func run(ctx context.Context, cfg config, logger *slog.Logger) error {
	if cfg.databaseURL == "" {
		return errors.New("database URL is required (flag -database-url or DATABASE_URL)")
	}

	db, err := store.Open(ctx, cfg.databaseURL)
	if err != nil {
		return fmt.Errorf("open store: %w", err)
	}
	defer db.Close()

	srv := &http.Server{
		Addr:         cfg.addr,
		Handler:      api.NewRouter(db, logger),
		ReadTimeout:  cfg.readTimeout,
		WriteTimeout: cfg.writeTimeout,
	}

	errCh := make(chan error, 1)
	go func() {
		logger.Info("listening", "addr", cfg.addr)
		if err := srv.ListenAndServe(); err != nil && !errors.Is(err, http.ErrServerClosed) {
			errCh <- err
		}
		close(errCh)
	}()

	select {
	case <-ctx.Done():
		logger.Info("shutting down")
	case err := <-errCh:
		return err
	}

	shutdownCtx, cancel := context.WithTimeout(context.Background(), cfg.shutdownTimeout)
	defer cancel()
	return srv.Shutdown(shutdownCtx)
}

func main() {
	cfg := parseFlags()
	logger := newLogger(cfg.logLevel)

	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()

	if err := run(ctx, cfg, logger); err != nil {
		logger.Error("server exited", "err", err)
		os.Exit(1)
	}
}
