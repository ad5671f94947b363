// ... existing code ...
func Area(s Shape) float64 {
	switch s.Kind {
	// ... existing code ...
	case "circle":
		return math.Pi * s.Radius * s.Radius
	case "triangle":
		return s.Width * s.Height / 2
	default:
		return 0
	}
}
// ... existing code ...
