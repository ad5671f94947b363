// ... existing code ...
impl fmt::Display for Percentage {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let sign = if self.basis_points < 0 { "-" } else { "" };
        let abs = self.basis_points.abs();
        write!(f, "{sign}{}.{:02}%", abs / 100, abs % 100)
    }
}

// ... existing code ...

impl Mul<i64> for Money {
    // ... existing code ...
}

impl std::iter::Sum for Money {
    fn sum<I: Iterator<Item = Money>>(iter: I) -> Money {
        iter.fold(Money::ZERO, Add::add)
    }
}
