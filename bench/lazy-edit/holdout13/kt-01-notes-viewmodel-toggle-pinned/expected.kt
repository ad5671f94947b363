package com.example.notes.ui.list

import androidx.lifecycle.ViewModel
import androidx.lifecycle.viewModelScope
import com.example.notes.data.Note
import com.example.notes.data.NotesRepository
import kotlinx.coroutines.flow.MutableStateFlow
import kotlinx.coroutines.flow.StateFlow
import kotlinx.coroutines.flow.asStateFlow
import kotlinx.coroutines.flow.update
import kotlinx.coroutines.launch

data class NotesUiState(
    val notes: List<Note> = emptyList(),
    val query: String = "",
    val isLoading: Boolean = false,
    val errorMessage: String? = null,
    val showArchived: Boolean = false,
)

class NotesViewModel(
    private val repository: NotesRepository,
) : ViewModel() {

    private val _state = MutableStateFlow(NotesUiState(isLoading = true))
    val state: StateFlow<NotesUiState> = _state.asStateFlow()

    init {
        refresh()
    }

    fun refresh() {
        viewModelScope.launch {
            _state.update { it.copy(isLoading = true, errorMessage = null) }
            runCatching { repository.search(_state.value.query) }
                .onSuccess { notes -> _state.update { it.copy(notes = notes, isLoading = false) } }
                .onFailure { error -> _state.update { it.copy(isLoading = false, errorMessage = error.message) } }
        }
    }

    fun onQueryChange(query: String) {
        _state.update { it.copy(query = query) }
        refresh()
    }

    fun delete(note: Note) {
        viewModelScope.launch {
            runCatching { repository.delete(note.id) }
                .onSuccess { refresh() }
                .onFailure { error -> _state.update { it.copy(errorMessage = error.message) } }
        }
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

    fun dismissError() {
        _state.update { it.copy(errorMessage = null) }
    }
}
