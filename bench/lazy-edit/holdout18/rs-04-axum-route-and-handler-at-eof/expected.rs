use axum::{
    extract::{Path, State},
    http::StatusCode,
    routing::{delete, get, post},
    Json, Router,
};
use serde::{Deserialize, Serialize};
use std::sync::Arc;
use tokio::sync::RwLock;

#[derive(Clone, Serialize, Deserialize)]
struct Todo {
    id: u64,
    title: String,
    done: bool,
}

#[derive(Deserialize)]
struct NewTodo {
    title: String,
}

#[derive(Default)]
struct AppState {
    todos: Vec<Todo>,
    next_id: u64,
}

type Shared = Arc<RwLock<AppState>>;

#[tokio::main]
async fn main() {
    let state: Shared = Arc::new(RwLock::new(AppState::default()));

    let app = Router::new()
        .route("/todos", get(list_todos).post(create_todo))
        .route("/todos/:id", get(get_todo).delete(delete_todo))
        .route("/todos/:id/done", post(complete_todo))
        .with_state(state);

    let listener = tokio::net::TcpListener::bind("0.0.0.0:3000").await.unwrap();
    axum::serve(listener, app).await.unwrap();
}

async fn list_todos(State(state): State<Shared>) -> Json<Vec<Todo>> {
    Json(state.read().await.todos.clone())
}

async fn create_todo(State(state): State<Shared>, Json(input): Json<NewTodo>) -> (StatusCode, Json<Todo>) {
    let mut state = state.write().await;
    state.next_id += 1;
    let todo = Todo { id: state.next_id, title: input.title, done: false };
    state.todos.push(todo.clone());
    (StatusCode::CREATED, Json(todo))
}

async fn get_todo(State(state): State<Shared>, Path(id): Path<u64>) -> Result<Json<Todo>, StatusCode> {
    let state = state.read().await;
    state
        .todos
        .iter()
        .find(|t| t.id == id)
        .cloned()
        .map(Json)
        .ok_or(StatusCode::NOT_FOUND)
}

async fn complete_todo(State(state): State<Shared>, Path(id): Path<u64>) -> Result<Json<Todo>, StatusCode> {
    let mut state = state.write().await;
    let todo = state.todos.iter_mut().find(|t| t.id == id).ok_or(StatusCode::NOT_FOUND)?;
    todo.done = true;
    Ok(Json(todo.clone()))
}

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
