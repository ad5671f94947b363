use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};
use uuid::Uuid;

#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct Account {
    pub id: Uuid,
    pub user_name: String,
    pub email: String,
    pub display_name: Option<String>,
    pub created_at: DateTime<Utc>,
    pub last_login_at: Option<DateTime<Utc>>,
    pub is_admin: bool,
}

impl Account {
    pub fn new(user_name: impl Into<String>, email: impl Into<String>) -> Self {
        Self {
            id: Uuid::new_v4(),
            user_name: user_name.into(),
            email: email.into(),
            display_name: None,
            created_at: Utc::now(),
            last_login_at: None,
            is_admin: false,
        }
    }

    /// Name shown in the UI: the display name if set, otherwise the user name.
    pub fn label(&self) -> &str {
        self.display_name.as_deref().unwrap_or(&self.user_name)
    }

    pub fn record_login(&mut self, at: DateTime<Utc>) {
        self.last_login_at = Some(at);
    }
}

#[derive(Debug, Deserialize)]
pub struct NewAccountRequest {
    pub user_name: String,
    pub email: String,
    #[serde(default)]
    pub display_name: Option<String>,
}

impl NewAccountRequest {
    pub fn validate(&self) -> Result<(), Vec<&'static str>> {
        let mut errors = Vec::new();
        if self.user_name.len() < 3 || self.user_name.len() > 32 {
            errors.push("user_name must be between 3 and 32 characters");
        }
        if !self.user_name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_') {
            errors.push("user_name may only contain letters, digits and underscores");
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
        let mut account = Account::new(self.user_name, self.email);
        account.display_name = self.display_name;
        account
    }
}
