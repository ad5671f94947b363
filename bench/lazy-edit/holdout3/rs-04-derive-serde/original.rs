use std::collections::HashMap;

#[derive(Debug, Clone)]
pub struct Event {
    pub id: u64,
    pub kind: String,
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
