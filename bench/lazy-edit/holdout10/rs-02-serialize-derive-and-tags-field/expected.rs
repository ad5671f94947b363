use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};
use uuid::Uuid;

#[derive(Debug, Clone, Deserialize)]
pub struct CreateTask {
    pub title: String,
    pub description: Option<String>,
    pub due_at: Option<DateTime<Utc>>,
    pub priority: Priority,
    #[serde(default)]
    pub tags: Vec<String>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Priority {
    Low,
    Normal,
    High,
    Urgent,
}

impl Default for Priority {
    fn default() -> Self {
        Priority::Normal
    }
}

#[derive(Debug, Clone, Serialize)]
pub struct Task {
    pub id: Uuid,
    pub title: String,
    pub description: Option<String>,
    pub due_at: Option<DateTime<Utc>>,
    pub priority: Priority,
    pub tags: Vec<String>,
    pub completed_at: Option<DateTime<Utc>>,
    pub created_at: DateTime<Utc>,
}

impl Task {
    pub fn new(input: CreateTask) -> Self {
        Task {
            id: Uuid::new_v4(),
            title: input.title,
            description: input.description,
            due_at: input.due_at,
            priority: input.priority,
            tags: input.tags,
            completed_at: None,
            created_at: Utc::now(),
        }
    }

    pub fn is_overdue(&self, now: DateTime<Utc>) -> bool {
        match (self.due_at, self.completed_at) {
            (Some(due), None) => due < now,
            _ => false,
        }
    }

    pub fn complete(&mut self, at: DateTime<Utc>) {
        if self.completed_at.is_none() {
            self.completed_at = Some(at);
        }
    }
}
