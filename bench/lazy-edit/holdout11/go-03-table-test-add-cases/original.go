package slug

import "testing"

func TestMake(t *testing.T) {
	tests := []struct {
		name  string
		input string
		want  string
	}{
		{
			name:  "simple words",
			input: "Hello World",
			want:  "hello-world",
		},
		{
			name:  "punctuation is dropped",
			input: "Hello, World!",
			want:  "hello-world",
		},
		{
			name:  "repeated separators collapse",
			input: "a  --  b",
			want:  "a-b",
		},
		{
			name:  "leading and trailing separators trimmed",
			input: "  --hello--  ",
			want:  "hello",
		},
		{
			name:  "numbers kept",
			input: "Go 1.22 Release Notes",
			want:  "go-1-22-release-notes",
		},
		{
			name:  "empty input",
			input: "",
			want:  "",
		},
	}

	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := Make(tt.input); got != tt.want {
				t.Errorf("Make(%q) = %q, want %q", tt.input, got, tt.want)
			}
		})
	}
}

func TestMakeWithMaxLength(t *testing.T) {
	tests := []struct {
		input string
		max   int
		want  string
	}{
		{"hello world", 5, "hello"},
		{"hello world", 8, "hello"},
		{"hello world", 11, "hello-world"},
		{"hello world", 0, "hello-world"},
	}

	for _, tt := range tests {
		if got := MakeWithMaxLength(tt.input, tt.max); got != tt.want {
			t.Errorf("MakeWithMaxLength(%q, %d) = %q, want %q", tt.input, tt.max, got, tt.want)
		}
	}
}
