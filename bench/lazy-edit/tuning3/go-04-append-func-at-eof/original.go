package api

import (
	"fmt"
	"net/http"
	"net/url"
	"strconv"
	"strings"
)

const (
	defaultPerPage = 30
	maxPerPage     = 100
)

// Page describes a requested page of results.
type Page struct {
	Number  int
	PerPage int
}

// ParsePage reads page and per_page from the query string.
func ParsePage(r *http.Request) Page {
	q := r.URL.Query()
	p := Page{Number: 1, PerPage: defaultPerPage}
	if n, err := strconv.Atoi(q.Get("page")); err == nil && n > 0 {
		p.Number = n
	}
	if n, err := strconv.Atoi(q.Get("per_page")); err == nil && n > 0 {
		p.PerPage = min(n, maxPerPage)
	}
	return p
}

// Limit returns the SQL LIMIT for the page, one extra row to detect a next page.
func (p Page) Limit() int {
	return p.PerPage + 1
}

// LinkHeader builds an RFC 8288 Link header for the previous and next pages.
func LinkHeader(u *url.URL, p Page, hasNext bool) string {
	var links []string
	build := func(number int, rel string) string {
		next := *u
		q := next.Query()
		q.Set("page", strconv.Itoa(number))
		q.Set("per_page", strconv.Itoa(p.PerPage))
		next.RawQuery = q.Encode()
		return fmt.Sprintf("<%s>; rel=%q", next.String(), rel)
	}
	if p.Number > 1 {
		links = append(links, build(p.Number-1, "prev"))
	}
	if hasNext {
		links = append(links, build(p.Number+1, "next"))
	}
	return strings.Join(links, ", ")
}
