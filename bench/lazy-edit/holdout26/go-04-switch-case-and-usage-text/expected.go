package cli

import (
	"flag"
	"fmt"
	"io"
	"os"
	"strings"
)

const usage = `Usage: vaultctl <command> [flags]

Commands:
  get     print a secret
  put     store a secret
  delete  remove a secret
  list    list secret names
  version print version information
`

var version = "dev"

// Run dispatches to a subcommand and returns the process exit code.
func Run(args []string, stdout, stderr io.Writer) int {
	if len(args) < 1 {
		fmt.Fprint(stderr, usage)
		return 2
	}

	client, err := newClientFromEnv()
	if err != nil {
		fmt.Fprintf(stderr, "vaultctl: %v\n", err)
		return 1
	}

	cmd, rest := args[0], args[1:]
	switch cmd {
	case "get":
		fs := flag.NewFlagSet("get", flag.ContinueOnError)
		field := fs.String("field", "", "print only this field")
		if err := fs.Parse(rest); err != nil || fs.NArg() != 1 {
			return 2
		}
		return runGet(client, fs.Arg(0), *field, stdout, stderr)
	case "put":
		fs := flag.NewFlagSet("put", flag.ContinueOnError)
		fromFile := fs.String("from-file", "", "read the value from a file")
		if err := fs.Parse(rest); err != nil || fs.NArg() < 1 {
			return 2
		}
		return runPut(client, fs.Arg(0), fs.Args()[1:], *fromFile, stderr)
	case "delete":
		fs := flag.NewFlagSet("delete", flag.ContinueOnError)
		force := fs.Bool("force", false, "do not ask for confirmation")
		if err := fs.Parse(rest); err != nil || fs.NArg() != 1 {
			return 2
		}
		return runDelete(client, fs.Arg(0), *force, os.Stdin, stdout, stderr)
	case "list":
		prefix := ""
		if len(rest) > 0 {
			prefix = strings.TrimSuffix(rest[0], "/") + "/"
		}
		return runList(client, prefix, stdout, stderr)
	case "version":
		fmt.Fprintln(stdout, version)
		return 0
	case "help", "-h", "--help":
		fmt.Fprint(stdout, usage)
		return 0
	default:
		fmt.Fprintf(stderr, "vaultctl: unknown command %q\n\n%s", cmd, usage)
		return 2
	}
}

func exitOnError(err error) {
	if err != nil {
		fmt.Fprintln(os.Stderr, "vaultctl:", err)
		os.Exit(1)
	}
}
