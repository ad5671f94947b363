use std::fmt;

use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use axum::Json;
use serde_json::json;

/// Errors returned by API handlers.
#[derive(Debug)]
pub enum ApiError {
    NotFound { resource: &'static str, id: String },
    Unauthorized,
    Forbidden,
    Validation(Vec<String>),
    Conflict(String),
    Internal(anyhow::Error),
}

impl ApiError {
    pub fn status(&self) -> StatusCode {
        match self {
            ApiError::NotFound { .. } => StatusCode::NOT_FOUND,
            ApiError::Unauthorized => StatusCode::UNAUTHORIZED,
            ApiError::Forbidden => StatusCode::FORBIDDEN,
            ApiError::Validation(_) => StatusCode::UNPROCESSABLE_ENTITY,
            ApiError::Conflict(_) => StatusCode::CONFLICT,
            ApiError::Internal(_) => StatusCode::INTERNAL_SERVER_ERROR,
        }
    }

    fn code(&self) -> &'static str {
        match self {
            ApiError::NotFound { .. } => "not_found",
            ApiError::Unauthorized => "unauthorized",
            ApiError::Forbidden => "forbidden",
            ApiError::Validation(_) => "validation_failed",
            ApiError::Conflict(_) => "conflict",
            ApiError::Internal(_) => "internal",
        }
    }
}

impl fmt::Display for ApiError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ApiError::NotFound { resource, id } => write!(f, "{resource} {id} not found"),
            ApiError::Unauthorized => f.write_str("authentication required"),
            ApiError::Forbidden => f.write_str("not allowed"),
            ApiError::Validation(errs) => write!(f, "validation failed: {}", errs.join("; ")),
            ApiError::Conflict(msg) => write!(f, "conflict: {msg}"),
            ApiError::Internal(_) => f.write_str("internal server error"),
        }
    }
}

impl From<anyhow::Error> for ApiError {
    fn from(err: anyhow::Error) -> Self {
        ApiError::Internal(err)
    }
}

impl IntoResponse for ApiError {
    fn into_response(self) -> Response {
        if let ApiError::Internal(ref err) = self {
            tracing::error!(error = ?err, "internal error");
        }
        let body = Json(json!({
            "error": self.code(),
            "message": self.to_string(),
        }));
        (self.status(), body).into_response()
    }
}
