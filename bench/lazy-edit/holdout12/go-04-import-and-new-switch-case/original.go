package main

import (
	"flag"
	"fmt"
	"os"
	"strings"
)

const usage = `Usage: notes <command> [options]

Commands:
  add      add a new note
  list     list all notes
  remove   remove a note by id
`

func main() {
	if len(os.Args) < 2 {
		fmt.Fprint(os.Stderr, usage)
		os.Exit(2)
	}

	store, err := openStore(defaultStorePath())
	if err != nil {
		fmt.Fprintf(os.Stderr, "error: %v\n", err)
		os.Exit(1)
	}
	defer store.Close()

	switch cmd := os.Args[1]; cmd {
	case "add":
		fs := flag.NewFlagSet("add", flag.ExitOnError)
		tags := fs.String("tags", "", "comma-separated tags")
		fs.Parse(os.Args[2:])
		text := strings.Join(fs.Args(), " ")
		if text == "" {
			fmt.Fprintln(os.Stderr, "error: note text is required")
			os.Exit(2)
		}
		id, err := store.Add(text, splitTags(*tags))
		exitOnErr(err)
		fmt.Printf("added note %d\n", id)
	case "list":
		notes, err := store.List()
		exitOnErr(err)
		for _, n := range notes {
			fmt.Printf("%4d  %s  %s\n", n.ID, n.Created.Format("2006-01-02"), n.Text)
		}
	case "remove":
		fs := flag.NewFlagSet("remove", flag.ExitOnError)
		id := fs.Int("id", 0, "id of the note to remove")
		fs.Parse(os.Args[2:])
		exitOnErr(store.Remove(*id))
		fmt.Printf("removed note %d\n", *id)
	default:
		fmt.Fprintf(os.Stderr, "unknown command %q\n\n%s", cmd, usage)
		os.Exit(2)
	}
}

func splitTags(s string) []string {
	if s == "" {
		return nil
	}
	parts := strings.Split(s, ",")
	for i := range parts {
		parts[i] = strings.TrimSpace(parts[i])
	}
	return parts
}

func exitOnErr(err error) {
	if err != nil {
		fmt.Fprintf(os.Stderr, "error: %v\n", err)
		os.Exit(1)
	}
}
