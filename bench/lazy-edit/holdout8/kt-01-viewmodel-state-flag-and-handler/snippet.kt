// ... existing code (unchanged) ...
    val isLoading: Boolean = false,
    val error: String? = null,
    val showArchived: Boolean = false,
)

// ... existing code (unchanged) ...
            _state.update { it.copy(isLoading = true, error = null) }
            val current = _state.value
            runCatching { repository.search(current.query, includeArchived = current.showArchived) }
                // ... existing code (unchanged) ...
        }
    }

    fun onQueryChange(query: String) {
        _state.update { it.copy(query = query) }
        refresh()
    }

    fun onToggleArchived() {
        _state.update { it.copy(showArchived = !it.showArchived) }
        refresh()
    }

    // ... existing code (unchanged) ...
