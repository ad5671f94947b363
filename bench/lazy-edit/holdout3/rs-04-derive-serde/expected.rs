use std::collections::HashMap;

use serde::{Deserialize, Serialize};

#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct Event {
    pub id: u64,
    pub kind: String,
    #[serde(default)]
    pub attributes: HashMap<String, String>,
}

impl Event {
    pub fn new(id: u64, kind: &str) -> Self {
        Event { id, kind: kind.to_string(), attributes: HashMap::new() }
    }

    pub fn with(mut self, key: &str, value: &str) -> Self {
        self.attributes.insert(key.to_string(), value.to_string());
        self
    }
}
