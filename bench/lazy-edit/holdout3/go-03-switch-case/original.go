package shapes

import "math"

type Shape struct {
	Kind   string
	Width  float64
	Height float64
	Radius float64
}

func Area(s Shape) float64 {
	switch s.Kind {
	case "rect":
		return s.Width * s.Height
	case "circle":
		return math.Pi * s.Radius * s.Radius
	default:
		return 0
	}
}

func Perimeter(s Shape) float64 {
	switch s.Kind {
	case "rect":
		return 2 * (s.Width + s.Height)
	case "circle":
		return 2 * math.Pi * s.Radius
	default:
		return 0
	}
}
