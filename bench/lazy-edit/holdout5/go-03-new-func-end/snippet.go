// ... existing code ...

func Min(a, b int) int {
	if a < b {
		return a
	}
	return b
}
