package slug

import "testing"

func TestMake(t *testing.T) {
	tests := []struct {
		name string
		in   string
		want string
	}{
		{name: "simple", in: "Hello World", want: "hello-world"},
		{name: "punctuation", in: "Hello, World!", want: "hello-world"},
		{name: "extra spaces", in: "  many   spaces  ", want: "many-spaces"},
		{name: "already slug", in: "already-a-slug", want: "already-a-slug"},
		{name: "numbers", in: "Top 10 Tips", want: "top-10-tips"},
		{name: "empty", in: "", want: ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := Make(tt.in); got != tt.want {
				t.Errorf("Make(%q) = %q, want %q", tt.in, got, tt.want)
			}
		})
	}
}

func TestMakeWithMaxLength(t *testing.T) {
	tests := []struct {
		name string
		in   string
		max  int
		want string
	}{
		{name: "no truncation", in: "short title", max: 20, want: "short-title"},
		{name: "truncate at word", in: "a rather long title here", max: 12, want: "a-rather"},
		{name: "single long word", in: "supercalifragilistic", max: 5, want: "super"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := MakeWithMaxLength(tt.in, tt.max); got != tt.want {
				t.Errorf("MakeWithMaxLength(%q, %d) = %q, want %q", tt.in, tt.max, got, tt.want)
			}
		})
	}
}

func BenchmarkMake(b *testing.B) {
	for i := 0; i < b.N; i++ {
		Make("The Quick Brown Fox Jumps Over The Lazy Dog")
	}
}
