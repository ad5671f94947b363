// ... existing code ...
		{
			name:    "delete ref shorthand",
			in:      ":old",
			wantSrc: "",
			wantDst: "refs/heads/old",
		},
		// ... existing code ...
