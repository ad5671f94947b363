use std::collections::HashMap;
use std::time::{Duration, Instant};

pub struct Session {
    pub user_id: u64,
    pub created_at: Instant,
    pub last_seen: Instant,
}

pub struct SessionStore {
    sessions: HashMap<String, Session>,
    ttl: Duration,
}

impl SessionStore {
    pub fn new(ttl: Duration) -> Self {
        Self {
            sessions: HashMap::new(),
            ttl,
        }
    }

    pub fn insert(&mut self, token: String, user_id: u64) {
        let now = Instant::now();
        self.sessions.insert(
            token,
            Session {
                user_id,
                created_at: now,
                last_seen: now,
            },
        );
    }

    pub fn touch(&mut self, token: &str) -> Option<u64> {
        let ttl = self.ttl;
        let session = self.sessions.get_mut(token)?;
        if session.last_seen.elapsed() > ttl {
            self.sessions.remove(token);
            return None;
        }
        session.last_seen = Instant::now();
        Some(session.user_id)
    }

    pub fn len(&self) -> usize {
        self.sessions.len()
    }
}
