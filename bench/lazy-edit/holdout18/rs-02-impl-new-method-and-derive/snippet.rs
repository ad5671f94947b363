// ... existing code ...

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Session {
// ... existing code ...

    pub fn is_expired(&self) -> bool {
        now_secs() >= self.expires_at
    }

    /// Extends the session so that it expires `ttl` from now.
    pub fn touch(&mut self, ttl: Duration) {
        self.expires_at = now_secs() + ttl.as_secs();
    }

    pub fn get(&self, key: &str) -> Option<&str> {
        // ... existing code ...
    }
// ... existing code ...

    #[test]
    fn insert_and_get_round_trip() {
        // ... existing code ...
    }

    #[test]
    fn touch_extends_expiry() {
        let mut session = Session::new("abc", 1, Duration::from_secs(0));
        assert!(session.is_expired());
        session.touch(Duration::from_secs(60));
        assert!(!session.is_expired());
    }
}
