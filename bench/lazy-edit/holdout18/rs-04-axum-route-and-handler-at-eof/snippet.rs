use axum::{
    extract::{Path, State},
    http::StatusCode,
    routing::{delete, get, post},
    Json, Router,
};
// ... existing code (unchanged) ...
    let app = Router::new()
        .route("/todos", get(list_todos).post(create_todo))
        .route("/todos/:id", get(get_todo).delete(delete_todo))
        .route("/todos/:id/done", post(complete_todo))
        .with_state(state);
// ... existing handlers (unchanged) ...

async fn delete_todo(State(state): State<Shared>, Path(id): Path<u64>) -> StatusCode {
    let mut state = state.write().await;
    let before = state.todos.len();
    state.todos.retain(|t| t.id != id);
    if state.todos.len() < before {
        StatusCode::NO_CONTENT
    } else {
        StatusCode::NOT_FOUND
    }
}
