package com.example.notes.ui.list

import androidx.lifecycle.ViewModel
import androidx.lifecycle.viewModelScope
import com.example.notes.data.Note
import com.example.notes.data.NotesRepository
import kotlinx.coroutines.flow.MutableStateFlow
import kotlinx.coroutines.flow.SharingStarted
import kotlinx.coroutines.flow.StateFlow
import kotlinx.coroutines.flow.combine
import kotlinx.coroutines.flow.stateIn
import kotlinx.coroutines.launch

data class NotesUiState(
    val notes: List<Note> = emptyList(),
    val query: String = "",
    val showArchived: Boolean = false,
    val isLoading: Boolean = true,
)

class NotesListViewModel(
    private val repository: NotesRepository,
) : ViewModel() {

    private val query = MutableStateFlow("")
    private val showArchived = MutableStateFlow(false)

    val uiState: StateFlow<NotesUiState> =
        combine(repository.observeNotes(), query, showArchived) { notes, q, archived ->
            val visible = notes
                .filter { archived || !it.archived }
                .filter { q.isBlank() || it.title.contains(q, ignoreCase = true) || it.body.contains(q, ignoreCase = true) }
                .sortedWith(compareByDescending<Note> { it.pinned }.thenByDescending { it.updatedAt })
            NotesUiState(notes = visible, query = q, showArchived = archived, isLoading = false)
        }.stateIn(viewModelScope, SharingStarted.WhileSubscribed(5_000), NotesUiState())

    fun onQueryChange(value: String) {
        query.value = value
    }

    fun onToggleArchived() {
        showArchived.value = !showArchived.value
    }

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
        viewModelScope.launch {
            repository.delete(note.id)
        }
    }
}
