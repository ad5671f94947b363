// ...existing code...

var ErrUsage = errors.New("usage: todo <add|list|done|undo|rm> [args]")

// ...existing code...
	case "done":
		id, err := parseID(rest)
		if err != nil {
			return err
		}
		return a.Store.SetDone(id, true)
	case "undo":
		id, err := parseID(rest)
		if err != nil {
			return err
		}
		return a.Store.SetDone(id, false)
	case "rm":
		// ...existing code...
	default:
		return fmt.Errorf("unknown command %q: %w", cmd, ErrUsage)
	}
	return nil
}

// ...existing code...
