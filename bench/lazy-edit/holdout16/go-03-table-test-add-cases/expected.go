package money

import (
	"testing"
)

func TestParse(t *testing.T) {
	tests := []struct {
		name    string
		input   string
		want    Amount
		wantErr bool
	}{
		{name: "whole dollars", input: "12", want: Amount{Units: 12, Cents: 0}},
		{name: "dollars and cents", input: "12.34", want: Amount{Units: 12, Cents: 34}},
		{name: "single decimal", input: "12.5", want: Amount{Units: 12, Cents: 50}},
		{name: "leading dollar sign", input: "$7.01", want: Amount{Units: 7, Cents: 1}},
		{name: "thousands separator", input: "1,234.00", want: Amount{Units: 1234, Cents: 0}},
		{name: "surrounding whitespace", input: "  4.20 ", want: Amount{Units: 4, Cents: 20}},
		{name: "negative", input: "-3.50", want: Amount{Units: -3, Cents: 50}},
		{name: "empty", input: "", wantErr: true},
		{name: "too many decimals", input: "1.234", wantErr: true},
		{name: "letters", input: "12abc", wantErr: true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := Parse(tt.input)
			if (err != nil) != tt.wantErr {
				t.Fatalf("Parse(%q) error = %v, wantErr %v", tt.input, err, tt.wantErr)
			}
			if !tt.wantErr && got != tt.want {
				t.Errorf("Parse(%q) = %+v, want %+v", tt.input, got, tt.want)
			}
		})
	}
}

func TestAmountString(t *testing.T) {
	tests := []struct {
		name string
		in   Amount
		want string
	}{
		{name: "zero", in: Amount{}, want: "0.00"},
		{name: "cents only", in: Amount{Cents: 5}, want: "0.05"},
		{name: "round dollars", in: Amount{Units: 10}, want: "10.00"},
		{name: "large", in: Amount{Units: 1234567, Cents: 89}, want: "1,234,567.89"},
		{name: "negative", in: Amount{Units: -3, Cents: 50}, want: "-3.50"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := tt.in.String(); got != tt.want {
				t.Errorf("String() = %q, want %q", got, tt.want)
			}
		})
	}
}
