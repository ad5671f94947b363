package main

import (
	"flag"
	"fmt"
	"os"

	"example.com/notes/internal/store"
)

const usage = `Usage: notes <command> [options]

Commands:
  add     Add a new note
  list    List notes
  show    Show a single note
  delete  Delete a note
`

func main() {
	if len(os.Args) < 2 {
		fmt.Fprint(os.Stderr, usage)
		os.Exit(2)
	}

	db, err := store.Open(store.DefaultPath())
	if err != nil {
		fmt.Fprintf(os.Stderr, "notes: %v\n", err)
		os.Exit(1)
	}
	defer db.Close()

	cmd, args := os.Args[1], os.Args[2:]
	switch cmd {
	case "add":
		fs := flag.NewFlagSet("add", flag.ExitOnError)
		tags := fs.String("tags", "", "comma-separated tags")
		fs.Parse(args)
		err = runAdd(db, fs.Args(), *tags)
	case "list":
		fs := flag.NewFlagSet("list", flag.ExitOnError)
		tag := fs.String("tag", "", "only show notes with this tag")
		limit := fs.Int("n", 20, "maximum number of notes")
		fs.Parse(args)
		err = runList(db, *tag, *limit)
	case "show":
		if len(args) != 1 {
			err = fmt.Errorf("show: expected exactly one note id")
			break
		}
		err = runShow(db, args[0])
	case "delete":
		if len(args) != 1 {
			err = fmt.Errorf("delete: expected exactly one note id")
			break
		}
		err = runDelete(db, args[0])
	case "help", "-h", "--help":
		fmt.Print(usage)
		return
	default:
		fmt.Fprintf(os.Stderr, "notes: unknown command %q\n\n%s", cmd, usage)
		os.Exit(2)
	}

	if err != nil {
		fmt.Fprintf(os.Stderr, "notes: %v\n", err)
		os.Exit(1)
	}
}
