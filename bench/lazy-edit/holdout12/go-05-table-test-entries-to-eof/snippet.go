// ... existing code ...

func TestTruncate(t *testing.T) {
	// ... existing code ...
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
