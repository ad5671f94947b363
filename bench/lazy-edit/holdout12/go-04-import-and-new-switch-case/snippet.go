package main

import (
	"flag"
	"fmt"
	"os"
	"regexp"
	"strings"
)

const usage = `Usage: notes <command> [options]

Commands:
  add      add a new note
  list     list all notes
  search   list notes matching a regular expression
  remove   remove a note by id
`

// ... existing code ...
	case "list":
		notes, err := store.List()
		exitOnErr(err)
		for _, n := range notes {
			fmt.Printf("%4d  %s  %s\n", n.ID, n.Created.Format("2006-01-02"), n.Text)
		}
	case "search":
		if len(os.Args) < 3 {
			fmt.Fprintln(os.Stderr, "error: search pattern is required")
			os.Exit(2)
		}
		re, err := regexp.Compile("(?i)" + os.Args[2])
		exitOnErr(err)
		notes, err := store.List()
		exitOnErr(err)
		for _, n := range notes {
			if re.MatchString(n.Text) {
				fmt.Printf("%4d  %s  %s\n", n.ID, n.Created.Format("2006-01-02"), n.Text)
			}
		}
	case "remove":
// ... existing code ...
