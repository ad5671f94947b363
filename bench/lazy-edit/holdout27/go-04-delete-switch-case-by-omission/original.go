package main

import (
	"flag"
	"fmt"
	"os"
	"strings"

	"example.com/tool/internal/migrate"
)

const usage = `usage: dbtool <command> [flags]

commands:
  up        apply all pending migrations
  down      roll back the last migration
  status    show applied and pending migrations
  seed      load fixture data (development only)
  reset     drop everything and re-apply (development only)
`

func main() {
	if len(os.Args) < 2 {
		fmt.Fprint(os.Stderr, usage)
		os.Exit(2)
	}

	fs := flag.NewFlagSet(os.Args[1], flag.ExitOnError)
	dsn := fs.String("dsn", os.Getenv("DATABASE_URL"), "database connection string")
	dir := fs.String("dir", "migrations", "directory containing migration files")
	_ = fs.Parse(os.Args[2:])

	m, err := migrate.New(*dsn, *dir)
	if err != nil {
		fmt.Fprintf(os.Stderr, "dbtool: %v\n", err)
		os.Exit(1)
	}
	defer m.Close()

	switch strings.ToLower(os.Args[1]) {
	case "up":
		n, err := m.Up()
		exitOnErr(err)
		fmt.Printf("applied %d migration(s)\n", n)

	case "down":
		name, err := m.Down()
		exitOnErr(err)
		fmt.Printf("rolled back %s\n", name)

	case "status":
		st, err := m.Status()
		exitOnErr(err)
		for _, s := range st {
			mark := " "
			if s.Applied {
				mark = "x"
			}
			fmt.Printf("[%s] %s\n", mark, s.Name)
		}

	case "seed":
		requireDevelopment()
		exitOnErr(m.Seed("fixtures"))
		fmt.Println("seeded")

	case "reset":
		requireDevelopment()
		exitOnErr(m.Reset())
		fmt.Println("database reset")

	default:
		fmt.Fprintf(os.Stderr, "unknown command %q\n\n%s", os.Args[1], usage)
		os.Exit(2)
	}
}

func requireDevelopment() {
	if env := os.Getenv("APP_ENV"); env != "" && env != "development" {
		fmt.Fprintf(os.Stderr, "refusing to run in %s\n", env)
		os.Exit(1)
	}
}

func exitOnErr(err error) {
	if err != nil {
		fmt.Fprintf(os.Stderr, "dbtool: %v\n", err)
		os.Exit(1)
	}
}
