package com.example.notes.ui.list

import androidx.lifecycle.ViewModel
import androidx.lifecycle.viewModelScope
import com.example.notes.data.Note
import com.example.notes.data.NotesRepository
import dagger.hilt.android.lifecycle.HiltViewModel
import java.io.IOException
import javax.inject.Inject
import kotlinx.coroutines.flow.MutableStateFlow
import kotlinx.coroutines.flow.StateFlow
import kotlinx.coroutines.flow.asStateFlow
import kotlinx.coroutines.flow.update
import kotlinx.coroutines.launch

data class NotesUiState(
    val notes: List<Note> = emptyList(),
    val query: String = "",
    val isRefreshing: Boolean = false,
    val errorMessage: String? = null,
)

@HiltViewModel
class NotesViewModel @Inject constructor(
    private val repository: NotesRepository,
) : ViewModel() {

    private val _state = MutableStateFlow(NotesUiState())
    val state: StateFlow<NotesUiState> = _state.asStateFlow()

    init {
        refresh()
    }

    fun onQueryChange(query: String) {
        _state.update { it.copy(query = query) }
        viewModelScope.launch {
            val notes = repository.search(query)
            _state.update { it.copy(notes = notes) }
        }
    }

    fun refresh() {
        viewModelScope.launch {
            _state.update { it.copy(isRefreshing = true) }
            try {
                repository.sync()
                val notes = repository.search(_state.value.query)
                _state.update { it.copy(notes = notes) }
            } catch (e: IOException) {
                _state.update { it.copy(errorMessage = e.message ?: "Sync failed") }
            } finally {
                _state.update { it.copy(isRefreshing = false) }
            }
        }
    }

    fun delete(note: Note) {
        viewModelScope.launch {
            repository.delete(note.id)
            _state.update { state -> state.copy(notes = state.notes.filterNot { it.id == note.id }) }
        }
    }

    fun dismissError() {
        _state.update { it.copy(errorMessage = null) }
    }
}
