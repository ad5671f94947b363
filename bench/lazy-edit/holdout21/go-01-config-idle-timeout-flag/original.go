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

	"example.com/linkshort/internal/store"
	"example.com/linkshort/internal/web"
)

type config struct {
	addr            string
	databaseURL     string
	readTimeout     time.Duration
	writeTimeout    time.Duration
	shutdownTimeout time.Duration
	debug           bool
}

func parseFlags(args []string) (config, error) {
	var cfg config
	fs := flag.NewFlagSet("linkshort", flag.ContinueOnError)
	fs.StringVar(&cfg.addr, "addr", ":8080", "HTTP listen address")
	fs.StringVar(&cfg.databaseURL, "database-url", os.Getenv("DATABASE_URL"), "Postgres connection string")
	fs.DurationVar(&cfg.readTimeout, "read-timeout", 5*time.Second, "HTTP read timeout")
	fs.DurationVar(&cfg.writeTimeout, "write-timeout", 10*time.Second, "HTTP write timeout")
	fs.DurationVar(&cfg.shutdownTimeout, "shutdown-timeout", 15*time.Second, "graceful shutdown timeout")
	fs.BoolVar(&cfg.debug, "debug", false, "enable debug logging")
	if err := fs.Parse(args); err != nil {
		return cfg, err
	}
	if cfg.databaseURL == "" {
		return cfg, errors.New("-database-url or DATABASE_URL is required")
	}
	return cfg, nil
}

func run(ctx context.Context, cfg config) error {
	level := slog.LevelInfo
	if cfg.debug {
		level = slog.LevelDebug
	}
	logger := slog.New(slog.NewJSONHandler(os.Stderr, &slog.HandlerOptions{Level: level}))

	db, err := store.Open(ctx, cfg.databaseURL)
	if err != nil {
		return fmt.Errorf("open store: %w", err)
	}
	defer db.Close()

	srv := &http.Server{
		Addr:         cfg.addr,
		Handler:      web.NewRouter(db, logger),
		ReadTimeout:  cfg.readTimeout,
		WriteTimeout: cfg.writeTimeout,
	}

	errCh := make(chan error, 1)
	go func() {
		logger.Info("listening", "addr", cfg.addr)
		errCh <- srv.ListenAndServe()
	}()

	select {
	case err := <-errCh:
		if !errors.Is(err, http.ErrServerClosed) {
			return err
		}
		return nil
	case <-ctx.Done():
	}

	shutdownCtx, cancel := context.WithTimeout(context.Background(), cfg.shutdownTimeout)
	defer cancel()
	logger.Info("shutting down")
	return srv.Shutdown(shutdownCtx)
}

func main() {
	cfg, err := parseFlags(os.Args[1:])
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(2)
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	if err := run(ctx, cfg); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
}
