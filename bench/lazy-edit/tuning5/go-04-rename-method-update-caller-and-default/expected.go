package shapes

import (
	"fmt"
	"math"
)

// Kind identifies a shape type.
type Kind int

const (
	Circle Kind = iota
	Square
	Triangle
)

func (k Kind) String() string {
	switch k {
	case Circle:
		return "circle"
	case Square:
		return "square"
	case Triangle:
		return "triangle"
	default:
		return fmt.Sprintf("unknown(%d)", int(k))
	}
}

// Shape is a sized instance of a Kind.
type Shape struct {
	Kind Kind
	Size float64
}

// Area returns the surface area of the shape.
func (s Shape) Area() float64 {
	switch s.Kind {
	case Circle:
		return math.Pi * s.Size * s.Size
	case Square:
		return s.Size * s.Size
	case Triangle:
		return math.Sqrt(3) / 4 * s.Size * s.Size
	default:
		return 0
	}
}

// Perimeter returns the perimeter of the shape.
func (s Shape) Perimeter() float64 {
	switch s.Kind {
	case Circle:
		return 2 * math.Pi * s.Size
	case Square:
		return 4 * s.Size
	case Triangle:
		return 3 * s.Size
	default:
		return 0
	}
}

// Describe renders a human-readable summary.
func (s Shape) Describe() string {
	return fmt.Sprintf("%s of size %.2f (area %.2f, perimeter %.2f)", s.Kind, s.Size, s.Area(), s.Perimeter())
}
