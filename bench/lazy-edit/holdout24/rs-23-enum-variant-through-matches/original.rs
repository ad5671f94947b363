use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

/// The lifecycle state of a build job.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum JobState {
    Queued,
    Running,
    Succeeded,
    Failed,
    Cancelled,
}

impl JobState {
    /// Whether the job has reached a final state and will not change again.
    pub fn is_terminal(self) -> bool {
        matches!(self, JobState::Succeeded | JobState::Failed | JobState::Cancelled)
    }

    /// States a job may legally move to from `self`.
    pub fn next_states(self) -> &'static [JobState] {
        match self {
            JobState::Queued => &[JobState::Running, JobState::Cancelled],
            JobState::Running => &[JobState::Succeeded, JobState::Failed, JobState::Cancelled],
            JobState::Succeeded | JobState::Failed | JobState::Cancelled => &[],
        }
    }

    pub fn can_transition_to(self, next: JobState) -> bool {
        self.next_states().contains(&next)
    }
}

impl fmt::Display for JobState {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let s = match self {
            JobState::Queued => "queued",
            JobState::Running => "running",
            JobState::Succeeded => "succeeded",
            JobState::Failed => "failed",
            JobState::Cancelled => "cancelled",
        };
        f.write_str(s)
    }
}

#[derive(Debug, PartialEq, Eq)]
pub struct ParseJobStateError(String);

impl fmt::Display for ParseJobStateError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "unknown job state: {:?}", self.0)
    }
}

impl std::error::Error for ParseJobStateError {}

impl FromStr for JobState {
    type Err = ParseJobStateError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        match s.trim().to_ascii_lowercase().as_str() {
            "queued" => Ok(JobState::Queued),
            "running" => Ok(JobState::Running),
            "succeeded" | "success" => Ok(JobState::Succeeded),
            "failed" | "failure" => Ok(JobState::Failed),
            "cancelled" | "canceled" => Ok(JobState::Cancelled),
            other => Err(ParseJobStateError(other.to_string())),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn round_trips_through_display() {
        for state in [
            JobState::Queued,
            JobState::Running,
            JobState::Succeeded,
            JobState::Failed,
            JobState::Cancelled,
        ] {
            assert_eq!(state.to_string().parse::<JobState>(), Ok(state));
        }
    }

    #[test]
    fn terminal_states_have_no_successors() {
        assert!(JobState::Failed.next_states().is_empty());
        assert!(!JobState::Running.is_terminal());
    }
}
