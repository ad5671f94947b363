// ... existing code ...
                .filter { q.isBlank() || it.title.contains(q, ignoreCase = true) || it.body.contains(q, ignoreCase = true) }
                .sortedWith(compareByDescending<Note> { it.pinned }.thenByDescending { it.updatedAt })
            NoteListUiState(notes = filtered, query = q, showArchived = archived, isLoading = false)
// ... existing code ...
    fun archive(note: Note) {
        viewModelScope.launch {
            repository.update(note.copy(archived = true))
        }
    }

    fun togglePin(note: Note) {
        viewModelScope.launch {
            repository.update(note.copy(pinned = !note.pinned))
        }
    }

    fun delete(note: Note) {
// ... existing code ...
