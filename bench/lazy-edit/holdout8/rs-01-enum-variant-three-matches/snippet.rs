// ... existing code ...
    Rectangle { width: f64, height: f64 },
    Square { side: f64 },
    Triangle { a: f64, b: f64, c: f64 },
}

impl Shape {
    pub fn area(&self) -> f64 {
        match self {
            Shape::Circle { radius } => std::f64::consts::PI * radius * radius,
            Shape::Rectangle { width, height } => width * height,
            Shape::Square { side } => side * side,
            // ... existing code ...
        }
    }

    pub fn perimeter(&self) -> f64 {
        match self {
            // ... existing code ...
            Shape::Rectangle { width, height } => 2.0 * (width + height),
            Shape::Square { side } => 4.0 * side,
            Shape::Triangle { a, b, c } => a + b + c,
        }
    }
}

impl fmt::Display for Shape {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            // ... existing code ...
            Shape::Rectangle { width, height } => write!(f, "rect({width}x{height})"),
            Shape::Square { side } => write!(f, "square({side})"),
            // ... existing code ...
