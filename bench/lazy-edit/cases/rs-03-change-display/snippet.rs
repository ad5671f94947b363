// ... existing code ...
impl fmt::Display for Inventory {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        write!(f, "inventory of {} kinds", self.items.len())
    }
}
