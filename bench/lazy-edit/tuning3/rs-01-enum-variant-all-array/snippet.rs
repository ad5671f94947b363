// ... existing code ...
    PullRequestMerged,
    PullRequestClosed,
}

impl EventKind {
    pub const ALL: [EventKind; 8] = [
        // ... existing code ...
        EventKind::PullRequestMerged,
        EventKind::PullRequestClosed,
    ];

    pub fn as_str(self) -> &'static str {
        match self {
            // ... existing code ...
            EventKind::PullRequestMerged => "pull_request_merged",
            EventKind::PullRequestClosed => "pull_request_closed",
        }
    }
// ... existing code ...
