package money

import "testing"

func TestParseAmount(t *testing.T) {
	tests := []struct {
		name    string
		input   string
		want    Amount
		wantErr bool
	}{
		{
			name:  "whole units",
			input: "12",
			want:  Amount{Units: 12, Cents: 0},
		},
		{
			name:  "units and cents",
			input: "12.34",
			want:  Amount{Units: 12, Cents: 34},
		},
		{
			name:  "single decimal digit",
			input: "7.5",
			want:  Amount{Units: 7, Cents: 50},
		},
		{
			name:    "too many decimals",
			input:   "1.234",
			wantErr: true,
		},
		{
			name:    "empty string",
			input:   "",
			wantErr: true,
		},
		{
			name:    "letters",
			input:   "12a",
			wantErr: true,
		},
	}

	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := ParseAmount(tt.input)
			if (err != nil) != tt.wantErr {
				t.Fatalf("ParseAmount(%q) error = %v, wantErr %v", tt.input, err, tt.wantErr)
			}
			if err == nil && got != tt.want {
				t.Errorf("ParseAmount(%q) = %+v, want %+v", tt.input, got, tt.want)
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
		{name: "units and cents", in: Amount{Units: 3, Cents: 40}, want: "3.40"},
	}

	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := tt.in.String(); got != tt.want {
				t.Errorf("String() = %q, want %q", got, tt.want)
			}
		})
	}
}

func TestAmountAdd(t *testing.T) {
	a := Amount{Units: 1, Cents: 75}
	b := Amount{Units: 2, Cents: 50}
	if got, want := a.Add(b), (Amount{Units: 4, Cents: 25}); got != want {
		t.Errorf("Add() = %+v, want %+v", got, want)
	}
}
