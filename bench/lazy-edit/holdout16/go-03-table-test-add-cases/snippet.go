// ... existing code ...
		{name: "thousands separator", input: "1,234.00", want: Amount{Units: 1234, Cents: 0}},
		{name: "surrounding whitespace", input: "  4.20 ", want: Amount{Units: 4, Cents: 20}},
		{name: "negative", input: "-3.50", want: Amount{Units: -3, Cents: 50}},
		{name: "empty", input: "", wantErr: true},
		// ... existing code ...
		{name: "cents only", in: Amount{Cents: 5}, want: "0.05"},
		{name: "round dollars", in: Amount{Units: 10}, want: "10.00"},
		{name: "large", in: Amount{Units: 1234567, Cents: 89}, want: "1,234,567.89"},
		// ... existing code ...
