package main

import (
	"context"
	"flag"
	"log"
	"net/http"
	"os"
	"os/signal"
	"syscall"
	"time"

	"example.com/shortener/internal/store"
	"example.com/shortener/internal/web"
)

type config struct {
	addr        string
	dsn         string
	readTimeout time.Duration
}

func parseFlags() config {
	var cfg config
	flag.StringVar(&cfg.addr, "addr", ":8080", "listen address")
	flag.StringVar(&cfg.dsn, "dsn", os.Getenv("DATABASE_URL"), "database connection string")
	flag.DurationVar(&cfg.readTimeout, "read-timeout", 5*time.Second, "HTTP read timeout")
	flag.Parse()
	return cfg
}

func main() {
	cfg := parseFlags()

	db, err := store.Open(context.Background(), cfg.dsn)
	if err != nil {
		log.Fatalf("open store: %v", err)
	}
	defer db.Close()

	srv := &http.Server{
		Addr:        cfg.addr,
		Handler:     web.NewRouter(db),
		ReadTimeout: cfg.readTimeout,
	}

	log.Printf("listening on %s", cfg.addr)
	go func() {
		if err := srv.ListenAndServe(); err != nil && err != http.ErrServerClosed {
			log.Fatalf("server: %v", err)
		}
	}()

	stop := make(chan os.Signal, 1)
	signal.Notify(stop, os.Interrupt, syscall.SIGTERM)
	<-stop

	shutdown(srv, 10*time.Second)
}

func shutdown(srv *http.Server, timeout time.Duration) {
	ctx, cancel := context.WithTimeout(context.Background(), timeout)
	defer cancel()
	log.Printf("shutting down")
	if err := srv.Shutdown(ctx); err != nil {
		log.Printf("graceful shutdown failed: %v", err)
	}
}
