package com.acme.notes.ui.list

import androidx.lifecycle.ViewModel
import androidx.lifecycle.viewModelScope
import com.acme.notes.data.Note
import com.acme.notes.data.NotesRepository
import dagger.hilt.android.lifecycle.HiltViewModel
import java.io.IOException
import javax.inject.Inject
import kotlinx.coroutines.flow.MutableStateFlow
import kotlinx.coroutines.flow.StateFlow
import kotlinx.coroutines.flow.asStateFlow
import kotlinx.coroutines.flow.update
import kotlinx.coroutines.launch

data class NoteListUiState(
    val notes: List<Note> = emptyList(),
    val isLoading: Boolean = false,
    val query: String = "",
    val errorMessage: String? = null,
)

@HiltViewModel
class NoteListViewModel @Inject constructor(
    private val repository: NotesRepository,
) : ViewModel() {

    private val _uiState = MutableStateFlow(NoteListUiState())
    val uiState: StateFlow<NoteListUiState> = _uiState.asStateFlow()

    init {
        refresh()
    }

    fun refresh() {
        viewModelScope.launch {
            _uiState.update { it.copy(isLoading = true, errorMessage = null) }
            try {
                val notes = repository.search(_uiState.value.query)
                _uiState.update { it.copy(notes = notes, isLoading = false) }
            } catch (e: IOException) {
                _uiState.update { it.copy(isLoading = false, errorMessage = e.message ?: "Could not load notes") }
            }
        }
    }

    fun dismissError() {
        _uiState.update { it.copy(errorMessage = null) }
    }

    fun onQueryChange(query: String) {
        _uiState.update { it.copy(query = query) }
        refresh()
    }

    fun delete(note: Note) {
        viewModelScope.launch {
            repository.delete(note.id)
            _uiState.update { state -> state.copy(notes = state.notes - note) }
        }
    }

    fun togglePinned(note: Note) {
        viewModelScope.launch {
            repository.update(note.copy(pinned = !note.pinned))
            refresh()
        }
    }
}
