// ... existing code ...

// Sign returns -1, 0 or 1 depending on the sign of v.
func Sign(v int) int {
	switch {
	case v < 0:
		return -1
	case v > 0:
		return 1
	default:
		return 0
	}
}

// ... existing code ...
