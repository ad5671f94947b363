// ... existing code (unchanged) ...
		{name: "thousands separator", input: "1,250.50", want: 125050},
		{name: "negative", input: "-3.10", want: -310},
		{name: "whitespace", input: "  4.20 ", want: 420},
		{name: "empty", input: "", wantErr: true},
		// ... existing code (unchanged) ...
		{name: "large", in: 123456789, want: "$1,234,567.89"},
		{name: "negative", in: -250, want: "-$2.50"},
	}
	// ... existing code (unchanged) ...
