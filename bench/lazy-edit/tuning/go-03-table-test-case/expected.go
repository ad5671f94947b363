package mathx

import "testing"

func TestClamp(t *testing.T) {
	cases := []struct {
		name      string
		in, lo, hi int
		want      int
	}{
		{"inside", 5, 0, 10, 5},
		{"below", -3, 0, 10, 0},
		{"above", 42, 0, 10, 10},
		{"equal bounds", 7, 3, 3, 3},
	}
	for _, c := range cases {
		if got := Clamp(c.in, c.lo, c.hi); got != c.want {
			t.Errorf("%s: got %d, want %d", c.name, got, c.want)
		}
	}
}
