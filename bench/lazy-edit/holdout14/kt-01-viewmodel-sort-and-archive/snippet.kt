// ... existing code ...
            NotesUiState(
                notes = filtered.sortedWith(compareByDescending<Note> { it.pinned }.thenByDescending { it.updatedAt }),
                query = q,
                isLoading = false,
            )
        }.stateIn(viewModelScope, SharingStarted.WhileSubscribed(5_000), NotesUiState())

    // ... existing code ...

    fun onTogglePinned(note: Note) {
        viewModelScope.launch {
            repository.update(note.copy(pinned = !note.pinned))
        }
    }

    fun onArchive(note: Note) {
        viewModelScope.launch {
            repository.update(note.copy(archived = true))
        }
    }
}
