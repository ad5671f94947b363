// ... existing code ...
data class NoteListUiState(
    val notes: List<Note> = emptyList(),
    val query: String = "",
    val isLoading: Boolean = true,
    val recentlyDeleted: Note? = null,
)

// ... existing code ...

    private val query = MutableStateFlow("")
    private val recentlyDeleted = MutableStateFlow<Note?>(null)

    val uiState: StateFlow<NoteListUiState> =
        combine(repository.observeNotes(), query, recentlyDeleted) { notes, q, deleted ->
            // ... existing code ...
            NoteListUiState(notes = filtered, query = q, isLoading = false, recentlyDeleted = deleted)
        }.stateIn(
            // ... existing code ...
        )

    // ... existing code ...

    fun onDelete(note: Note) {
        viewModelScope.launch {
            repository.delete(note.id)
            recentlyDeleted.value = note
        }
    }

    fun onUndoDelete() {
        val note = recentlyDeleted.value ?: return
        recentlyDeleted.value = null
        viewModelScope.launch {
            repository.insert(note)
        }
    }

    // ... existing code ...
}
