// ... existing code ...
    case jpy = "JPY"
    case chf = "CHF"
// ... existing code ...
    public func multiplied(by factor: Int) -> Money {
        Money(minorUnits: minorUnits * Int64(factor), currency: currency)
    }

    /// Splits the amount into `parts` shares that differ by at most one minor unit.
    public func allocated(into parts: Int) -> [Money] {
        precondition(parts > 0, "parts must be positive")
        let share = minorUnits / Int64(parts)
        let remainder = Int(minorUnits % Int64(parts))
        return (0..<parts).map { index in
            Money(minorUnits: share + (index < remainder ? 1 : 0), currency: currency)
        }
    }
}
// ... existing code ...
