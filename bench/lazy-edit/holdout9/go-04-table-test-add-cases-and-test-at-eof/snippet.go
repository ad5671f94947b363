// ... existing code ...
		{name: "numbers", in: "Top 10 Tips", want: "top-10-tips"},
		{name: "accents", in: "Crème Brûlée", want: "creme-brulee"},
		{name: "underscores", in: "snake_case_name", want: "snake-case-name"},
		{name: "empty", in: "", want: ""},
	}
// ... existing code ...

func BenchmarkMake(b *testing.B) {
	for i := 0; i < b.N; i++ {
		Make("The Quick Brown Fox Jumps Over The Lazy Dog")
	}
}

func TestMakeIdempotent(t *testing.T) {
	inputs := []string{"Hello World", "Crème Brûlée", "  many   spaces  ", "Top 10 Tips"}
	for _, in := range inputs {
		once := Make(in)
		if twice := Make(once); twice != once {
			t.Errorf("Make not idempotent for %q: %q then %q", in, once, twice)
		}
	}
}
