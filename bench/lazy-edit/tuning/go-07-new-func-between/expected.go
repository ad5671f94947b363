package text

func Upper(s string) string {
	return strings.ToUpper(s)
}

func Title(s string) string {
	return strings.Title(s)
}

func Lower(s string) string {
	return strings.ToLower(s)
}
