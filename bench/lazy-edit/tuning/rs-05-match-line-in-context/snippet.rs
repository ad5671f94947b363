impl Shape {
    // ... existing code ...
    pub fn perimeter(&self) -> f64 {
        match self {
            Shape::Circle(r) => TAU * r,
            // ... existing code ...
        }
    }
}
