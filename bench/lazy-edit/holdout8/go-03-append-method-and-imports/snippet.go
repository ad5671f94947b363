package metrics

import (
	"fmt"
	"sort"
	"strings"
	"sync"
)

// ... existing code ...

// Snapshot returns a copy of all counters.
func (c *Counter) Snapshot() map[string]uint64 {
	// ... existing code ...
}

// Format renders the counters in Prometheus text exposition format,
// sorted by name so the output is stable.
func (c *Counter) Format(prefix string) string {
	snap := c.Snapshot()
	names := make([]string, 0, len(snap))
	for name := range snap {
		names = append(names, name)
	}
	sort.Strings(names)
	var b strings.Builder
	for _, name := range names {
		fmt.Fprintf(&b, "%s_%s_total %d\n", prefix, name, snap[name])
	}
	return b.String()
}
