package main

import (
	"flag"
	"fmt"
	"os"
	"strings"

	"example.com/notes/internal/notes"
)

const usage = `notes - a tiny plaintext notebook

Usage:
  notes add <text>        add a note
  notes list [-n N]       list recent notes
  notes search <term>     search notes
  notes edit <id> <text>  replace a note's text
  notes rm <id>           delete a note
`

func main() {
	if len(os.Args) < 2 {
		fmt.Fprint(os.Stderr, usage)
		os.Exit(2)
	}

	book, err := notes.Open(notes.DefaultPath())
	if err != nil {
		fmt.Fprintln(os.Stderr, "notes:", err)
		os.Exit(1)
	}
	defer book.Close()

	cmd, args := os.Args[1], os.Args[2:]
	switch cmd {
	case "add":
		text := strings.TrimSpace(strings.Join(args, " "))
		if text == "" {
			fatal("add: empty note")
		}
		id, err := book.Add(text)
		check(err)
		fmt.Println(id)
	case "list":
		fs := flag.NewFlagSet("list", flag.ExitOnError)
		n := fs.Int("n", 20, "number of notes to show")
		_ = fs.Parse(args)
		list, err := book.Recent(*n)
		check(err)
		for _, note := range list {
			fmt.Printf("%4d  %s  %s\n", note.ID, note.Created.Format("2006-01-02"), note.Text)
		}
	case "search":
		if len(args) == 0 {
			fatal("search: missing term")
		}
		list, err := book.Search(strings.Join(args, " "))
		check(err)
		for _, note := range list {
			fmt.Printf("%4d  %s  %s\n", note.ID, note.Created.Format("2006-01-02"), note.Text)
		}
	case "edit":
		if len(args) < 2 {
			fatal("edit: expected an id and the new text")
		}
		check(book.Update(args[0], strings.Join(args[1:], " ")))
	case "rm":
		if len(args) != 1 {
			fatal("rm: expected exactly one id")
		}
		check(book.Delete(args[0]))
	case "help", "-h", "--help":
		fmt.Print(usage)
	default:
		fatal(fmt.Sprintf("unknown command %q", cmd))
	}
}

func check(err error) {
	if err != nil {
		fatal(err.Error())
	}
}

func fatal(msg string) {
	fmt.Fprintln(os.Stderr, "notes:", msg)
	os.Exit(1)
}
