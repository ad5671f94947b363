// ... existing code ...
		{
			name:  "punctuation is dropped",
			input: "Hello, World!",
			want:  "hello-world",
		},
		{
			name:  "accents are transliterated",
			input: "Crème Brûlée à la carte",
			want:  "creme-brulee-a-la-carte",
		},
		{
			name:  "repeated separators collapse",
// ... existing code ...
		{"hello world", 8, "hello"},
		{"hello world", 9, "hello"},
		{"hello world", 11, "hello-world"},
// ... existing code ...
