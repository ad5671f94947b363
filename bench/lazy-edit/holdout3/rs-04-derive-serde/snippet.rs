use std::collections::HashMap;

use serde::{Deserialize, Serialize};

#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct Event {
    pub id: u64,
    pub kind: String,
    #[serde(default)]
    pub attributes: HashMap<String, String>,
}
// ... existing code ...
