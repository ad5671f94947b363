// ... existing code ...
		{
			name:  "single decimal digit",
			input: "7.5",
			want:  Amount{Units: 7, Cents: 50},
		},
		{
			name:  "negative amount",
			input: "-2.50",
			want:  Amount{Units: 2, Cents: 50, Negative: true},
		},
		{
			name:    "too many decimals",
// ... existing test cases ...
		{name: "units and cents", in: Amount{Units: 3, Cents: 40}, want: "3.40"},
		{name: "negative", in: Amount{Units: 2, Cents: 50, Negative: true}, want: "-2.50"},
	}
// ... existing code ...
