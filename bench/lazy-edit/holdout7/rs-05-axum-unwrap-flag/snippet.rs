// …existing code…
#[derive(Clone, Default)]
pub struct AppState {
    pub books: Arc<RwLock<Vec<Book>>>,
}

// …existing code…

async fn list_books(State(state): State<AppState>) -> Json<Vec<Book>> {
    let books = state.books.read().await;
    let visible: Vec<Book> = books.iter().filter(|b| b.available).cloned().collect();
    Json(visible)
}

// …existing code…
