// ... existing code ...

impl fmt::Display for Rate {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if !self.0.is_finite() || self.0 < 0.0 {
            return write!(f, "n/a");
        }
        let (value, unit) = scale(self.0);
        if unit == "B" {
            write!(f, "{:.0} {}/s", value, unit)
        } else {
            let precision = f.precision().unwrap_or(2);
            write!(f, "{:.*} {}/s", precision, value, unit)
        }
    }
}

// ... existing code ...
