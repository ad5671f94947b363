package main

import (
	"context"
	"flag"
	"fmt"
	"log"
	"os"
	"os/signal"

	"github.com/acme/ledger/internal/db"
	"github.com/acme/ledger/internal/migrations"
)

func usage() {
	fmt.Fprintf(os.Stderr, `usage: migrate [flags] <command>

commands:
  up        apply all pending migrations
  down      roll back the most recent migration
  status    list applied and pending migrations
  redo      roll back and re-apply the most recent migration

flags:
`)
	flag.PrintDefaults()
}

func main() {
	dsn := flag.String("dsn", os.Getenv("DATABASE_URL"), "database connection string")
	dir := flag.String("dir", "migrations", "directory containing migration files")
	verbose := flag.Bool("v", false, "log each statement")
	flag.Usage = usage
	flag.Parse()

	if flag.NArg() != 1 {
		usage()
		os.Exit(2)
	}

	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()

	conn, err := db.Open(ctx, *dsn)
	if err != nil {
		log.Fatalf("connect: %v", err)
	}
	defer conn.Close()

	runner := migrations.NewRunner(conn, *dir)
	runner.Verbose = *verbose

	switch cmd := flag.Arg(0); cmd {
	case "up":
		err = runner.Up(ctx)
	case "down":
		err = runner.Down(ctx, 1)
	case "status":
		var report migrations.Status
		report, err = runner.Status(ctx)
		if err == nil {
			report.Print(os.Stdout)
		}
	case "redo":
		if err = runner.Down(ctx, 1); err == nil {
			err = runner.Up(ctx)
		}
	default:
		fmt.Fprintf(os.Stderr, "unknown command %q\n", cmd)
		usage()
		os.Exit(2)
	}

	if err != nil {
		log.Fatalf("%s: %v", flag.Arg(0), err)
	}
}
