package money

import (
	"testing"
)

func TestParseAmount(t *testing.T) {
	tests := []struct {
		name    string
		input   string
		want    int64
		wantErr bool
	}{
		{name: "whole dollars", input: "12", want: 1200},
		{name: "dollars and cents", input: "12.34", want: 1234},
		{name: "single decimal", input: "12.3", want: 1230},
		{name: "leading dollar sign", input: "$5.00", want: 500},
		{name: "thousands separator", input: "1,234.50", want: 123450},
		{name: "negative", input: "-3.25", want: -325},
		{name: "surrounding whitespace", input: " 7.50 ", want: 750},
		{name: "empty", input: "", wantErr: true},
		{name: "too many decimals", input: "1.234", wantErr: true},
		{name: "letters", input: "12abc", wantErr: true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := ParseAmount(tt.input)
			if (err != nil) != tt.wantErr {
				t.Fatalf("ParseAmount(%q) error = %v, wantErr %v", tt.input, err, tt.wantErr)
			}
			if !tt.wantErr && got != tt.want {
				t.Errorf("ParseAmount(%q) = %d, want %d", tt.input, got, tt.want)
			}
		})
	}
}

func TestFormatAmount(t *testing.T) {
	tests := []struct {
		name  string
		input int64
		want  string
	}{
		{name: "whole dollars", input: 1200, want: "$12.00"},
		{name: "dollars and cents", input: 1234, want: "$12.34"},
		{name: "thousands separator", input: 123450, want: "$1,234.50"},
		{name: "negative", input: -325, want: "-$3.25"},
		{name: "millions", input: 123456789, want: "$1,234,567.89"},
		{name: "zero", input: 0, want: "$0.00"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := FormatAmount(tt.input); got != tt.want {
				t.Errorf("FormatAmount(%d) = %q, want %q", tt.input, got, tt.want)
			}
		})
	}
}
