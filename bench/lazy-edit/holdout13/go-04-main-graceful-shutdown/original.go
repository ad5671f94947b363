package main

import (
	"context"
	"log/slog"
	"net/http"
	"os"

	"example.com/inventory/internal/config"
	"example.com/inventory/internal/httpapi"
	"example.com/inventory/internal/store"
)

func main() {
	logger := slog.New(slog.NewJSONHandler(os.Stdout, nil))

	cfg, err := config.Load(os.Args[1:])
	if err != nil {
		logger.Error("loading config", "err", err)
		os.Exit(1)
	}

	db, err := store.Open(context.Background(), cfg.DatabaseURL)
	if err != nil {
		logger.Error("opening database", "err", err)
		os.Exit(1)
	}
	defer db.Close()

	handler := httpapi.NewHandler(store.NewItemStore(db))

	srv := &http.Server{
		Addr:         cfg.ListenAddr,
		Handler:      handler.Routes(),
		ReadTimeout:  cfg.ReadTimeout,
		WriteTimeout: cfg.WriteTimeout,
	}

	logger.Info("listening", "addr", cfg.ListenAddr)
	if err := srv.ListenAndServe(); err != nil {
		logger.Error("server stopped", "err", err)
		os.Exit(1)
	}
}
