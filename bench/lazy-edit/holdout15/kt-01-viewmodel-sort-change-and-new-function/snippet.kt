// ... existing code ...
            val visible = notes
                .filter { archived || !it.archived }
                .filter { q.isBlank() || it.title.contains(q, ignoreCase = true) || it.body.contains(q, ignoreCase = true) }
                .sortedWith(compareByDescending<Note> { it.pinned }.thenByDescending { it.updatedAt })
            NotesUiState(notes = visible, query = q, showArchived = archived, isLoading = false)
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

    // ... existing code ...
}
