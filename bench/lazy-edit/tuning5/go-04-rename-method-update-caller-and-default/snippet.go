// ... existing code ...
	default:
		return fmt.Sprintf("unknown(%d)", int(k))
	}
}

// ... existing code ...

// Perimeter returns the perimeter of the shape.
func (s Shape) Perimeter() float64 {
	// ... existing code ...
}

// Describe renders a human-readable summary.
func (s Shape) Describe() string {
	return fmt.Sprintf("%s of size %.2f (area %.2f, perimeter %.2f)", s.Kind, s.Size, s.Area(), s.Perimeter())
}
