// ... existing code ...
data class NotesUiState(
    val notes: List<Note> = emptyList(),
    val query: String = "",
    val isLoading: Boolean = false,
    val errorMessage: String? = null,
    val showArchived: Boolean = false,
)

// ... existing code ...

    fun delete(note: Note) {
        // ... existing code ...
    }

    fun togglePinned(note: Note) {
        viewModelScope.launch {
            runCatching { repository.update(note.copy(pinned = !note.pinned)) }
                .onSuccess { refresh() }
                .onFailure { error -> _state.update { it.copy(errorMessage = error.message) } }
        }
    }

    fun setShowArchived(show: Boolean) {
        _state.update { it.copy(showArchived = show) }
        refresh()
    }

    // … existing code …
}
