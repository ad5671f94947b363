// ... existing code ...
impl SessionStore {
    // ... existing code ...

    pub fn touch(&mut self, token: &str) -> Option<u64> {
        // ... existing code ...
    }

    pub fn revoke_user(&mut self, user_id: u64) -> usize {
        let before = self.sessions.len();
        self.sessions.retain(|_, s| s.user_id != user_id);
        before - self.sessions.len()
    }

    pub fn len(&self) -> usize {
        self.sessions.len()
    }
}
