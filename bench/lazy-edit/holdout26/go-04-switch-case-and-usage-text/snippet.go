// ... existing code ...
  put     store a secret
  delete  remove a secret
  list    list secret names
// ... existing code ...
		return runPut(client, fs.Arg(0), fs.Args()[1:], *fromFile, stderr)
	case "delete":
		fs := flag.NewFlagSet("delete", flag.ContinueOnError)
		force := fs.Bool("force", false, "do not ask for confirmation")
		if err := fs.Parse(rest); err != nil || fs.NArg() != 1 {
			return 2
		}
		return runDelete(client, fs.Arg(0), *force, os.Stdin, stdout, stderr)
	case "list":
// ... existing code ...
