// ... rest unchanged ...
  status    show tracked files and their state
  diff      show changes between tracked files and the repository
  version   print the version
`
// ... rest unchanged ...
	case "status", "st":
		err = commands.Status(args)
	case "diff":
		err = commands.Diff(args)
	case "version":
// ... rest unchanged ...
