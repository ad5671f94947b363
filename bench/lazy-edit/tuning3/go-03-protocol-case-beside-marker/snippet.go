// ... existing code ...
func capabilities() []string {
	return []string{
		// ... existing code ...
		"server-option",
		"object-info",
		"object-format=sha1",
	}
}

// ... existing code ...
	switch cmd {
	// ... existing code ...
	case "object-info":
		return h.objectInfo(ctx, args)
	default:
		return fmt.Errorf("unknown command %q", cmd)
	}
}
