// ... existing code ...
  status    list applied and pending migrations
  redo      roll back and re-apply the most recent migration

flags:
`)
// ... existing code ...
	case "redo":
		if err = runner.Down(ctx, 1); err == nil {
			err = runner.Up(ctx)
		}
	default:
		fmt.Fprintf(os.Stderr, "unknown command %q\n", cmd)
// ... existing code ...
