// ... existing code ...
    private val query = MutableStateFlow("")
    private var lastDeleted: Note? = null

// ... existing code ...

    fun onDelete(note: Note) {
        viewModelScope.launch {
            lastDeleted = note
            repository.delete(note.id)
        }
    }

    fun onUndoDelete() {
        val note = lastDeleted ?: return
        lastDeleted = null
        viewModelScope.launch {
            repository.insert(note)
        }
    }
}
