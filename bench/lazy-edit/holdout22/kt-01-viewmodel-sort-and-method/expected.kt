package com.example.notes.ui.list

import androidx.lifecycle.ViewModel
import androidx.lifecycle.viewModelScope
import com.example.notes.data.Note
import com.example.notes.data.NotesRepository
import dagger.hilt.android.lifecycle.HiltViewModel
import javax.inject.Inject
import kotlinx.coroutines.flow.MutableStateFlow
import kotlinx.coroutines.flow.SharingStarted
import kotlinx.coroutines.flow.StateFlow
import kotlinx.coroutines.flow.combine
import kotlinx.coroutines.flow.stateIn
import kotlinx.coroutines.launch

data class NoteListUiState(
    val notes: List<Note> = emptyList(),
    val query: String = "",
    val showArchived: Boolean = false,
    val isLoading: Boolean = true,
)

@HiltViewModel
class NoteListViewModel @Inject constructor(
    private val repository: NotesRepository,
) : ViewModel() {

    private val query = MutableStateFlow("")
    private val showArchived = MutableStateFlow(false)

    val uiState: StateFlow<NoteListUiState> =
        combine(repository.observeNotes(), query, showArchived) { notes, q, archived ->
            val filtered = notes
                .filter { archived || !it.archived }
                .filter { q.isBlank() || it.title.contains(q, ignoreCase = true) || it.body.contains(q, ignoreCase = true) }
                .sortedWith(compareByDescending<Note> { it.pinned }.thenByDescending { it.updatedAt })
            NoteListUiState(notes = filtered, query = q, showArchived = archived, isLoading = false)
        }.stateIn(
            scope = viewModelScope,
            started = SharingStarted.WhileSubscribed(5_000),
            initialValue = NoteListUiState(),
        )

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
