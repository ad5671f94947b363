use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};
use uuid::Uuid;

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Account {
    pub id: Uuid,
    #[serde(alias = "user_name")]
    pub username: String,
    pub email: String,
    pub display_name: Option<String>,
    pub created_at: DateTime<Utc>,
    pub last_login_at: Option<DateTime<Utc>>,
    pub is_admin: bool,
}

impl Account {
    pub fn new(username: impl Into<String>, email: impl Into<String>) -> Self {
        Self {
            id: Uuid::new_v4(),
            username: username.into(),
            email: email.into(),
            display_name: None,
            created_at: Utc::now(),
            last_login_at: None,
            is_admin: false,
        }
    }

    /// Name shown in the UI: the display name if set, otherwise the username.
    pub fn label(&self) -> &str {
        self.display_name.as_deref().unwrap_or(&self.username)
    }

    pub fn record_login(&mut self, at: DateTime<Utc>) {
        self.last_login_at = Some(at);
    }
}

#[derive(Debug, Deserialize)]
pub struct NewAccountRequest {
    #[serde(alias = "user_name")]
    pub username: String,
    pub email: String,
    #[serde(default)]
    pub display_name: Option<String>,
}

impl NewAccountRequest {
    pub fn validate(&self) -> Result<(), Vec<&'static str>> {
        let mut errors = Vec::new();
        if self.username.len() < 3 || self.username.len() > 32 {
            errors.push("username must be between 3 and 32 characters");
        }
        if !self.username.chars().all(|c| c.is_ascii_alphanumeric() || c == '_') {
            errors.push("username may only contain letters, digits and underscores");
        }
        if !self.email.contains('@') {
            errors.push("email is invalid");
        }
        if errors.is_empty() {
            Ok(())
        } else {
            Err(errors)
        }
    }

    pub fn into_account(self) -> Account {
        let mut account = Account::new(self.username, self.email);
        account.display_name = self.display_name;
        account
    }
}
