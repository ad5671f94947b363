package main

import (
	"flag"
	"fmt"
	"os"

	"example.com/notes/internal/store"
)

const usage = `notes - a tiny note keeper

Usage:
  notes add <text>       add a new note
  notes list             list all notes
  notes done <id>        mark a note as done
  notes undo <id>        mark a note as not done
  notes rm <id>          delete a note
`

func main() {
	dbPath := flag.String("db", defaultDBPath(), "path to the notes database")
	flag.Usage = func() { fmt.Fprint(os.Stderr, usage) }
	flag.Parse()

	if flag.NArg() < 1 {
		flag.Usage()
		os.Exit(2)
	}

	s, err := store.Open(*dbPath)
	if err != nil {
		fmt.Fprintf(os.Stderr, "notes: %v\n", err)
		os.Exit(1)
	}
	defer s.Close()

	args := flag.Args()
	switch args[0] {
	case "add":
		if len(args) < 2 {
			fatalf("add: missing note text")
		}
		id, err := s.Add(args[1])
		check(err)
		fmt.Printf("added note %d\n", id)
	case "list":
		notes, err := s.List()
		check(err)
		for _, n := range notes {
			mark := " "
			if n.Done {
				mark = "x"
			}
			fmt.Printf("[%s] %3d  %s\n", mark, n.ID, n.Text)
		}
	case "done":
		if len(args) < 2 {
			fatalf("done: missing note id")
		}
		check(s.MarkDone(parseID(args[1])))
	case "undo":
		if len(args) < 2 {
			fatalf("undo: missing note id")
		}
		check(s.MarkUndone(parseID(args[1])))
	case "rm":
		if len(args) < 2 {
			fatalf("rm: missing note id")
		}
		check(s.Delete(parseID(args[1])))
	default:
		fatalf("unknown command %q", args[0])
	}
}

func defaultDBPath() string {
	home, err := os.UserHomeDir()
	if err != nil {
		return "notes.db"
	}
	return home + "/.notes.db"
}

func parseID(s string) int64 {
	var id int64
	if _, err := fmt.Sscanf(s, "%d", &id); err != nil {
		fatalf("invalid id %q", s)
	}
	return id
}

func check(err error) {
	if err != nil {
		fatalf("%v", err)
	}
}

func fatalf(format string, a ...any) {
	fmt.Fprintf(os.Stderr, "notes: "+format+"\n", a...)
	os.Exit(1)
}
