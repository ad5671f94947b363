// ... existing code ...
    Conflict(String),
    RateLimited { retry_after_secs: u64 },
    Internal(anyhow::Error),
}

impl ApiError {
    pub fn status(&self) -> StatusCode {
        match self {
            // ... existing code ...
            ApiError::Conflict(_) => StatusCode::CONFLICT,
            ApiError::RateLimited { .. } => StatusCode::TOO_MANY_REQUESTS,
            ApiError::Internal(_) => StatusCode::INTERNAL_SERVER_ERROR,
        }
    }

    fn code(&self) -> &'static str {
        match self {
            // ... existing code ...
            ApiError::Conflict(_) => "conflict",
            ApiError::RateLimited { .. } => "rate_limited",
            ApiError::Internal(_) => "internal",
        }
    }
}

impl fmt::Display for ApiError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            // ... existing code ...
            ApiError::Conflict(msg) => write!(f, "conflict: {msg}"),
            ApiError::RateLimited { retry_after_secs } => {
                write!(f, "too many requests, retry in {retry_after_secs}s")
            }
            ApiError::Internal(_) => f.write_str("internal server error"),
        }
    }
}

// ... existing code ...
