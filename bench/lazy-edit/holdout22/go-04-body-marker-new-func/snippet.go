package textutil

import (
	"fmt"
	"strings"
	"unicode"

	// ... existing code ...
)

// Slugify converts s into a URL-safe lowercase slug.
func Slugify(s string) string {
	// ... existing code ...
}

// SlugifyUnique returns Slugify(s), suffixed with -2, -3 and so on until taken reports false.
func SlugifyUnique(s string, taken func(string) bool) string {
	base := Slugify(s)
	if base == "" {
		base = "item"
	}
	slug := base
	for i := 2; taken(slug); i++ {
		slug = fmt.Sprintf("%s-%d", base, i)
	}
	return slug
}

// ... existing code ...

// Initials returns up to max uppercase initials from a person's name.
func Initials(name string, max int) string {
	var b strings.Builder
	for _, part := range strings.Fields(name) {
		if b.Len() >= max {
			break
		}
		r := []rune(part)[0]
		if !unicode.IsLetter(r) {
			continue
		}
		b.WriteRune(unicode.ToUpper(r))
	}
	return b.String()
}
