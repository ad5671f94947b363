package main

import (
	"fmt"
	"os"
	"strings"

	"example.com/dotctl/internal/commands"
)

const usage = `dotctl manages your dotfiles.

Usage:
  dotctl <command> [arguments]

Commands:
  init      create a new dotfiles repository
  add       start tracking a file
  remove    stop tracking a file
  sync      pull remote changes and relink
  status    show tracked files and their state
  diff      show changes between tracked files and the repository
  version   print the version
`

var version = "dev"

func main() {
	if len(os.Args) < 2 {
		fmt.Fprint(os.Stderr, usage)
		os.Exit(2)
	}

	cmd, args := os.Args[1], os.Args[2:]
	var err error

	switch strings.ToLower(cmd) {
	case "init":
		err = commands.Init(args)
	case "add":
		if len(args) == 0 {
			err = fmt.Errorf("add: expected at least one path")
			break
		}
		err = commands.Add(args)
	case "remove", "rm":
		if len(args) == 0 {
			err = fmt.Errorf("remove: expected at least one path")
			break
		}
		err = commands.Remove(args)
	case "sync":
		err = commands.Sync(args)
	case "status", "st":
		err = commands.Status(args)
	case "diff":
		err = commands.Diff(args)
	case "version":
		fmt.Println("dotctl", version)
	case "help", "-h", "--help":
		fmt.Print(usage)
	default:
		fmt.Fprintf(os.Stderr, "dotctl: unknown command %q\n\n", cmd)
		fmt.Fprint(os.Stderr, usage)
		os.Exit(2)
	}

	if err != nil {
		fmt.Fprintln(os.Stderr, "dotctl:", err)
		os.Exit(1)
	}
}
