package com.acme.notes.ui.list

import androidx.lifecycle.ViewModel
import androidx.lifecycle.viewModelScope
import com.acme.notes.data.Note
import com.acme.notes.data.NotesRepository
import dagger.hilt.android.lifecycle.HiltViewModel
import javax.inject.Inject
import kotlinx.coroutines.flow.MutableStateFlow
import kotlinx.coroutines.flow.SharingStarted
import kotlinx.coroutines.flow.StateFlow
import kotlinx.coroutines.flow.combine
import kotlinx.coroutines.flow.stateIn
import kotlinx.coroutines.launch

data class NotesUiState(
    val notes: List<Note> = emptyList(),
    val query: String = "",
    val isLoading: Boolean = true,
)

@HiltViewModel
class NotesListViewModel @Inject constructor(
    private val repository: NotesRepository,
) : ViewModel() {

    private val query = MutableStateFlow("")

    val uiState: StateFlow<NotesUiState> =
        combine(repository.observeNotes(), query) { notes, q ->
            val filtered = if (q.isBlank()) {
                notes
            } else {
                notes.filter { it.title.contains(q, ignoreCase = true) || it.body.contains(q, ignoreCase = true) }
            }
            NotesUiState(
                notes = filtered.sortedWith(compareByDescending<Note> { it.pinned }.thenByDescending { it.updatedAt }),
                query = q,
                isLoading = false,
            )
        }.stateIn(viewModelScope, SharingStarted.WhileSubscribed(5_000), NotesUiState())

    fun onQueryChange(value: String) {
        query.value = value
    }

    fun onDelete(note: Note) {
        viewModelScope.launch {
            repository.delete(note.id)
        }
    }

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
