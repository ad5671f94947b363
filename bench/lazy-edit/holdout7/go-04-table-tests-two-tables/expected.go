package money

import (
	"testing"
)

func TestParseAmount(t *testing.T) {
	tests := []struct {
		name    string
		input   string
		want    Cents
		wantErr bool
	}{
		{name: "whole dollars", input: "12", want: 1200},
		{name: "dollars and cents", input: "12.34", want: 1234},
		{name: "leading dollar sign", input: "$5.00", want: 500},
		{name: "thousands separator", input: "1,250.50", want: 125050},
		{name: "negative", input: "-3.10", want: -310},
		{name: "whitespace", input: "  4.20 ", want: 420},
		{name: "empty", input: "", wantErr: true},
		{name: "too many decimals", input: "1.234", wantErr: true},
	}

	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := ParseAmount(tt.input)
			if (err != nil) != tt.wantErr {
				t.Fatalf("ParseAmount(%q) error = %v, wantErr %v", tt.input, err, tt.wantErr)
			}
			if got != tt.want {
				t.Errorf("ParseAmount(%q) = %d, want %d", tt.input, got, tt.want)
			}
		})
	}
}

func TestCentsString(t *testing.T) {
	tests := []struct {
		name string
		in   Cents
		want string
	}{
		{name: "zero", in: 0, want: "$0.00"},
		{name: "small", in: 7, want: "$0.07"},
		{name: "large", in: 123456789, want: "$1,234,567.89"},
		{name: "negative", in: -250, want: "-$2.50"},
	}

	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := tt.in.String(); got != tt.want {
				t.Errorf("Cents(%d).String() = %q, want %q", tt.in, got, tt.want)
			}
		})
	}
}
