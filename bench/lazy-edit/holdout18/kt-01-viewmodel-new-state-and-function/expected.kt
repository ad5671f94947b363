package com.example.notes.ui.list

import androidx.lifecycle.ViewModel
import androidx.lifecycle.viewModelScope
import com.example.notes.data.Note
import com.example.notes.data.NoteRepository
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
    val isLoading: Boolean = true,
    val recentlyDeleted: Note? = null,
)

@HiltViewModel
class NoteListViewModel @Inject constructor(
    private val repository: NoteRepository,
) : ViewModel() {

    private val query = MutableStateFlow("")
    private val recentlyDeleted = MutableStateFlow<Note?>(null)

    val uiState: StateFlow<NoteListUiState> =
        combine(repository.observeNotes(), query, recentlyDeleted) { notes, q, deleted ->
            val filtered = if (q.isBlank()) {
                notes
            } else {
                notes.filter { it.title.contains(q, ignoreCase = true) || it.body.contains(q, ignoreCase = true) }
            }
            NoteListUiState(notes = filtered, query = q, isLoading = false, recentlyDeleted = deleted)
        }.stateIn(
            scope = viewModelScope,
            started = SharingStarted.WhileSubscribed(5_000),
            initialValue = NoteListUiState(),
        )

    fun onQueryChange(newQuery: String) {
        query.value = newQuery
    }

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

    fun onTogglePinned(note: Note) {
        viewModelScope.launch {
            repository.update(note.copy(pinned = !note.pinned))
        }
    }
}
