// ... existing code ...

    fun delete(note: Note) {
        // ... existing code ...
    }

    fun togglePin(note: Note) {
        viewModelScope.launch {
            val updated = repository.setPinned(note.id, !note.pinned)
            _uiState.update { state ->
                state.copy(notes = state.notes.map { if (it.id == updated.id) updated else it })
            }
        }
    }

    fun dismissError() {
// ... existing code ...
