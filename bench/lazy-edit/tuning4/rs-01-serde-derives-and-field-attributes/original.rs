use std::collections::BTreeMap;
use std::fmt;

use chrono::{DateTime, Utc};

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum EventKind {
    Push,
    PullRequest,
    Issue,
    Release,
}

impl fmt::Display for EventKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let s = match self {
            EventKind::Push => "push",
            EventKind::PullRequest => "pull_request",
            EventKind::Issue => "issue",
            EventKind::Release => "release",
        };
        f.write_str(s)
    }
}

#[derive(Debug, Clone)]
pub struct Actor {
    pub id: u64,
    pub login: String,
    pub avatar_url: Option<String>,
}

#[derive(Debug, Clone)]
pub struct Event {
    pub id: uuid::Uuid,
    pub kind: EventKind,
    pub repository: String,
    pub actor: Actor,
    pub created_at: DateTime<Utc>,
    pub payload: BTreeMap<String, serde_json::Value>,
}

impl Event {
    pub fn new(kind: EventKind, repository: impl Into<String>, actor: Actor) -> Self {
        Self {
            id: uuid::Uuid::new_v4(),
            kind,
            repository: repository.into(),
            actor,
            created_at: Utc::now(),
            payload: BTreeMap::new(),
        }
    }
}
