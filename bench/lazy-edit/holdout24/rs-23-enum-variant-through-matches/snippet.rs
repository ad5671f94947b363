// ... existing code ...
pub enum JobState {
    Queued,
    Running,
    Succeeded,
    Failed,
    Cancelled,
    TimedOut,
}

impl JobState {
    /// Whether the job has reached a final state and will not change again.
    pub fn is_terminal(self) -> bool {
        matches!(
            self,
            JobState::Succeeded | JobState::Failed | JobState::Cancelled | JobState::TimedOut
        )
    }

    /// States a job may legally move to from `self`.
    pub fn next_states(self) -> &'static [JobState] {
        match self {
            JobState::Queued => &[JobState::Running, JobState::Cancelled],
            JobState::Running => &[
                JobState::Succeeded,
                JobState::Failed,
                JobState::Cancelled,
                JobState::TimedOut,
            ],
            JobState::Succeeded | JobState::Failed | JobState::Cancelled | JobState::TimedOut => &[],
        }
    }
// ... existing code ...
            JobState::Cancelled => "cancelled",
            JobState::TimedOut => "timed_out",
        };
// ... existing code ...
            "cancelled" | "canceled" => Ok(JobState::Cancelled),
            "timed_out" | "timeout" => Ok(JobState::TimedOut),
            other => Err(ParseJobStateError(other.to_string())),
// ... existing code ...
            JobState::Failed,
            JobState::Cancelled,
            JobState::TimedOut,
        ] {
// ... existing code ...
