// ... existing code ...
    pub fn header(mut self, key: &str, value: &str) -> Self {
        // ... existing code ...
    }

    pub fn bearer(self, token: &str) -> Self {
        self.header("Authorization", &format!("Bearer {token}"))
    }
}
