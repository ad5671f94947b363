package refspec

import "testing"

func TestParse(t *testing.T) {
	tests := []struct {
		name    string
		in      string
		wantSrc string
		wantDst string
		force   bool
		wantErr bool
	}{
		{
			name:    "simple branch",
			in:      "refs/heads/main:refs/heads/main",
			wantSrc: "refs/heads/main",
			wantDst: "refs/heads/main",
		},
		{
			name:    "forced wildcard",
			in:      "+refs/heads/*:refs/remotes/origin/*",
			wantSrc: "refs/heads/*",
			wantDst: "refs/remotes/origin/*",
			force:   true,
		},
		{
			name:    "delete ref shorthand",
			in:      ":old",
			wantSrc: "",
			wantDst: "refs/heads/old",
		},
		{
			name:    "tag shorthand",
			in:      "tag v1.0",
			wantSrc: "refs/tags/v1.0",
			wantDst: "refs/tags/v1.0",
		},
		{
			name:    "missing destination",
			in:      "refs/heads/main:",
			wantErr: true,
		},
	}

	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := Parse(tt.in)
			if (err != nil) != tt.wantErr {
				t.Fatalf("Parse(%q) error = %v, wantErr %v", tt.in, err, tt.wantErr)
			}
			if tt.wantErr {
				return
			}
			if got.Src != tt.wantSrc || got.Dst != tt.wantDst || got.Force != tt.force {
				t.Errorf("Parse(%q) = %+v, want src=%q dst=%q force=%v", tt.in, got, tt.wantSrc, tt.wantDst, tt.force)
			}
		})
	}
}
