package cli

import (
	"errors"
	"fmt"
	"io"
	"os"
)

var ErrUsage = errors.New("usage: todo <add|list|done|rm> [args]")

type App struct {
	Store  Store
	Out    io.Writer
	Editor string
}

func (a *App) Run(args []string) error {
	if len(args) == 0 {
		return ErrUsage
	}
	cmd, rest := args[0], args[1:]
	switch cmd {
	case "add":
		if len(rest) == 0 {
			return fmt.Errorf("add: missing task text")
		}
		id, err := a.Store.Add(joinArgs(rest))
		if err != nil {
			return err
		}
		fmt.Fprintf(a.Out, "added #%d\n", id)
	case "list", "ls":
		tasks, err := a.Store.List()
		if err != nil {
			return err
		}
		for _, t := range tasks {
			mark := " "
			if t.Done {
				mark = "x"
			}
			fmt.Fprintf(a.Out, "[%s] %3d  %s\n", mark, t.ID, t.Text)
		}
	case "done":
		id, err := parseID(rest)
		if err != nil {
			return err
		}
		return a.Store.SetDone(id, true)
	case "rm":
		id, err := parseID(rest)
		if err != nil {
			return err
		}
		return a.Store.Remove(id)
	default:
		return fmt.Errorf("unknown command %q", cmd)
	}
	return nil
}

func editorFromEnv() string {
	if e := os.Getenv("EDITOR"); e != "" {
		return e
	}
	return "vi"
}
