// ... existing code ...
	if hasNext {
		links = append(links, build(p.Number+1, "next"))
	}
	return strings.Join(links, ", ")
}

// Offset returns the SQL OFFSET for the page.
func (p Page) Offset() int {
	return (p.Number - 1) * p.PerPage
}
