#[derive(Debug, PartialEq)]
pub enum Shape {
    Circle { r: f64 },
    Rect { w: f64, h: f64 },
    Square { side: f64 },
}

impl Shape {
    pub fn area(&self) -> f64 {
        match self {
            // ... existing code ...
            Shape::Rect { w, h } => w * h,
            Shape::Square { side } => side * side,
        }
    }
}
// ... existing code ...
