use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum EventKind {
    Push,
    TagCreated,
    TagDeleted,
    BranchCreated,
    BranchDeleted,
    PullRequestOpened,
    PullRequestMerged,
    PullRequestClosed,
}

impl EventKind {
    pub const ALL: [EventKind; 8] = [
        EventKind::Push,
        EventKind::TagCreated,
        EventKind::TagDeleted,
        EventKind::BranchCreated,
        EventKind::BranchDeleted,
        EventKind::PullRequestOpened,
        EventKind::PullRequestMerged,
        EventKind::PullRequestClosed,
    ];

    pub fn as_str(self) -> &'static str {
        match self {
            EventKind::Push => "push",
            EventKind::TagCreated => "tag_created",
            EventKind::TagDeleted => "tag_deleted",
            EventKind::BranchCreated => "branch_created",
            EventKind::BranchDeleted => "branch_deleted",
            EventKind::PullRequestOpened => "pull_request_opened",
            EventKind::PullRequestMerged => "pull_request_merged",
            EventKind::PullRequestClosed => "pull_request_closed",
        }
    }

    pub fn is_ref_event(self) -> bool {
        matches!(
            self,
            EventKind::Push
                | EventKind::TagCreated
                | EventKind::TagDeleted
                | EventKind::BranchCreated
                | EventKind::BranchDeleted
        )
    }
}

impl fmt::Display for EventKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

#[derive(Debug, PartialEq, Eq)]
pub struct UnknownEventKind(pub String);

impl fmt::Display for UnknownEventKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "unknown event kind: {}", self.0)
    }
}

impl std::error::Error for UnknownEventKind {}

impl FromStr for EventKind {
    type Err = UnknownEventKind;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        EventKind::ALL
            .iter()
            .copied()
            .find(|kind| kind.as_str() == s)
            .ok_or_else(|| UnknownEventKind(s.to_string()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn round_trips_every_kind() {
        for kind in EventKind::ALL {
            assert_eq!(kind.as_str().parse::<EventKind>(), Ok(kind));
        }
    }

    #[test]
    fn rejects_unknown() {
        assert!("bogus".parse::<EventKind>().is_err());
    }
}
