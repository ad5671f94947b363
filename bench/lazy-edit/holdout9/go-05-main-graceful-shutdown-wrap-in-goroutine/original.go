package main

import (
	"database/sql"
	"flag"
	"log"
	"net/http"
	"os"
	"time"

	_ "github.com/jackc/pgx/v5/stdlib"

	"example.com/inventory/internal/api"
	"example.com/inventory/internal/store"
)

func main() {
	addr := flag.String("addr", ":8080", "HTTP listen address")
	dsn := flag.String("dsn", os.Getenv("DATABASE_URL"), "PostgreSQL connection string")
	flag.Parse()

	logger := log.New(os.Stdout, "inventory ", log.LstdFlags|log.Lmsgprefix)

	db, err := sql.Open("pgx", *dsn)
	if err != nil {
		logger.Fatalf("open database: %v", err)
	}
	defer db.Close()
	db.SetMaxOpenConns(20)
	db.SetConnMaxIdleTime(5 * time.Minute)

	if err := db.Ping(); err != nil {
		logger.Fatalf("ping database: %v", err)
	}

	h := api.NewHandler(store.NewPostgres(db), logger)

	mux := http.NewServeMux()
	mux.Handle("/api/", http.StripPrefix("/api", h.Routes()))
	mux.HandleFunc("/healthz", func(w http.ResponseWriter, r *http.Request) {
		w.WriteHeader(http.StatusOK)
	})

	srv := &http.Server{
		Addr:         *addr,
		Handler:      mux,
		ReadTimeout:  5 * time.Second,
		WriteTimeout: 10 * time.Second,
		IdleTimeout:  60 * time.Second,
	}

	logger.Printf("listening on %s", *addr)
	if err := srv.ListenAndServe(); err != nil {
		logger.Fatalf("server: %v", err)
	}
}
