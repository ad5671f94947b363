use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::time::{Duration, SystemTime, UNIX_EPOCH};

#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct Session {
    pub id: String,
    pub user_id: u64,
    pub created_at: u64,
    pub expires_at: u64,
    pub data: BTreeMap<String, String>,
}

fn now_secs() -> u64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .expect("system clock before unix epoch")
        .as_secs()
}

impl Session {
    pub fn new(id: impl Into<String>, user_id: u64, ttl: Duration) -> Self {
        let created_at = now_secs();
        Session {
            id: id.into(),
            user_id,
            created_at,
            expires_at: created_at + ttl.as_secs(),
            data: BTreeMap::new(),
        }
    }

    pub fn is_expired(&self) -> bool {
        now_secs() >= self.expires_at
    }

    pub fn get(&self, key: &str) -> Option<&str> {
        self.data.get(key).map(String::as_str)
    }

    pub fn insert(&mut self, key: impl Into<String>, value: impl Into<String>) {
        self.data.insert(key.into(), value.into());
    }

    pub fn remove(&mut self, key: &str) -> Option<String> {
        self.data.remove(key)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn new_session_is_not_expired() {
        let session = Session::new("abc", 1, Duration::from_secs(60));
        assert!(!session.is_expired());
    }

    #[test]
    fn insert_and_get_round_trip() {
        let mut session = Session::new("abc", 1, Duration::from_secs(60));
        session.insert("theme", "dark");
        assert_eq!(session.get("theme"), Some("dark"));
        assert_eq!(session.remove("theme").as_deref(), Some("dark"));
        assert_eq!(session.get("theme"), None);
    }
}
