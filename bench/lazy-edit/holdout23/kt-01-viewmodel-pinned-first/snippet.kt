// ... existing code ...
data class NotesUiState(
    val notes: List<Note> = emptyList(),
    val query: String = "",
    val pinnedFirst: Boolean = true,
    val isLoading: Boolean = true,
    val errorMessage: String? = null,
)

// ... existing code ...
    private val error = MutableStateFlow<String?>(null)
    private val pinnedFirst = MutableStateFlow(true)

    val uiState: StateFlow<NotesUiState> =
        combine(repository.observeNotes(), query, error, pinnedFirst) { notes, q, err, pinned ->
            // ... existing filtering ...
            val sorted = if (pinned) {
                filtered.sortedWith(compareByDescending<Note> { it.pinned }.thenByDescending { it.updatedAt })
            } else {
                filtered.sortedByDescending { it.updatedAt }
            }
            NotesUiState(
                notes = sorted,
                query = q,
                pinnedFirst = pinned,
                isLoading = false,
                errorMessage = err,
            )
        }.stateIn(viewModelScope, SharingStarted.WhileSubscribed(5_000), NotesUiState())

    fun onQueryChange(value: String) {
        query.value = value
    }

    fun togglePinnedFirst() {
        pinnedFirst.value = !pinnedFirst.value
    }

    // ... existing code ...
