impl Shape {
    pub fn area(&self) -> f64 {
        match self {
            Shape::Circle(r) => PI * r * r,
            Shape::Square(s) => s * s,
        }
    }

    pub fn perimeter(&self) -> f64 {
        match self {
            Shape::Circle(r) => 2.0 * PI * r,
            Shape::Square(s) => 4.0 * s,
        }
    }
}
