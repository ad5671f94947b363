package textutil

import "testing"

func TestSlugify(t *testing.T) {
	tests := []struct {
		name  string
		input string
		want  string
	}{
		{name: "simple", input: "Hello World", want: "hello-world"},
		{name: "trims spaces", input: "  padded  ", want: "padded"},
		{name: "collapses dashes", input: "a -- b", want: "a-b"},
		{name: "strips punctuation", input: "What's new?", want: "whats-new"},
		{name: "empty", input: "", want: ""},
	}

	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := Slugify(tt.input); got != tt.want {
				t.Errorf("Slugify(%q) = %q, want %q", tt.input, got, tt.want)
			}
		})
	}
}

func TestTruncate(t *testing.T) {
	tests := []struct {
		name  string
		input string
		max   int
		want  string
	}{
		{name: "shorter than max", input: "short", max: 10, want: "short"},
		{name: "exactly max", input: "exactly10!", max: 10, want: "exactly10!"},
		{name: "cut with ellipsis", input: "this is too long", max: 8, want: "this is…"},
		{name: "zero max", input: "anything", max: 0, want: ""},
		{name: "multibyte runes", input: "héllo wörld", max: 6, want: "héllo…"},
		{name: "negative max", input: "anything", max: -1, want: ""},
	}

	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			if got := Truncate(tt.input, tt.max); got != tt.want {
				t.Errorf("Truncate(%q, %d) = %q, want %q", tt.input, tt.max, got, tt.want)
			}
		})
	}
}
