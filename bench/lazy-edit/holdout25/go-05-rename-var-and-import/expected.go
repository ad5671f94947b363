package main

import (
	"context"
	"errors"
	"flag"
	"log/slog"
	"net/http"
	"os"
	"os/signal"
	"syscall"
	"time"

	"github.com/acme/notifier/internal/queue"
	"github.com/acme/notifier/internal/server"
)

type settings struct {
	Addr            string
	QueueURL        string
	Workers         int
	ShutdownTimeout time.Duration
}

func loadSettings() settings {
	s := settings{}
	flag.StringVar(&s.Addr, "addr", ":8080", "HTTP listen address")
	flag.StringVar(&s.QueueURL, "queue", os.Getenv("QUEUE_URL"), "queue connection URL")
	flag.IntVar(&s.Workers, "workers", 4, "number of delivery workers")
	flag.DurationVar(&s.ShutdownTimeout, "shutdown-timeout", 15*time.Second, "graceful shutdown timeout")
	flag.Parse()
	return s
}

func main() {
	logger := slog.New(slog.NewJSONHandler(os.Stdout, nil))
	cfg := loadSettings()

	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()

	q, err := queue.Dial(ctx, cfg.QueueURL)
	if err != nil {
		logger.Error("dial queue", "err", err)
		os.Exit(1)
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

	<-ctx.Done()
	logger.Info("shutting down")

	shutdownCtx, cancel := context.WithTimeout(context.Background(), cfg.ShutdownTimeout)
	defer cancel()
	if err := srv.Shutdown(shutdownCtx); err != nil {
		logger.Error("graceful shutdown", "err", err)
	}
}
