// ... existing code ...
func Upper(s string) string {
	return strings.ToUpper(s)
}

func Title(s string) string {
	return strings.Title(s)
}

// ... existing code ...
