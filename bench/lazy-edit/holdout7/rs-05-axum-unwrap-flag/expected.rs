use std::sync::Arc;

use axum::{
    extract::{Path, State},
    http::StatusCode,
    routing::get,
    Json, Router,
};
use serde::Serialize;
use tokio::sync::RwLock;

#[derive(Clone, Serialize)]
pub struct Book {
    pub id: u32,
    pub title: String,
    pub author: String,
    pub available: bool,
}

#[derive(Clone, Default)]
pub struct AppState {
    pub books: Arc<RwLock<Vec<Book>>>,
}

pub fn router(state: AppState) -> Router {
    Router::new()
        .route("/books", get(list_books))
        .route("/books/:id", get(get_book))
        .with_state(state)
}

async fn list_books(State(state): State<AppState>) -> Json<Vec<Book>> {
    let books = state.books.read().await;
    let visible: Vec<Book> = books.iter().filter(|b| b.available).cloned().collect();
    Json(visible)
}

async fn get_book(
    State(state): State<AppState>,
    Path(id): Path<u32>,
) -> Result<Json<Book>, StatusCode> {
    let books = state.books.read().await;
    books
        .iter()
        .find(|b| b.id == id)
        .cloned()
        .map(Json)
        .ok_or(StatusCode::NOT_FOUND)
}
