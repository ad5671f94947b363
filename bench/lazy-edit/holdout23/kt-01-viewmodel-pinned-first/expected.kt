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
    val pinnedFirst: Boolean = true,
    val isLoading: Boolean = true,
    val errorMessage: String? = null,
)

class NotesListViewModel(
    private val repository: NotesRepository,
) : ViewModel() {

    private val query = MutableStateFlow("")
    private val error = MutableStateFlow<String?>(null)
    private val pinnedFirst = MutableStateFlow(true)

    val uiState: StateFlow<NotesUiState> =
        combine(repository.observeNotes(), query, error, pinnedFirst) { notes, q, err, pinned ->
            val filtered = if (q.isBlank()) {
                notes
            } else {
                notes.filter { it.title.contains(q, ignoreCase = true) || it.body.contains(q, ignoreCase = true) }
            }
            val sorted = if (pinned) {
                filtered.sortedWith(compareByDescending<Note> { it.pinned }.thenByDescending { it.updatedAt })
            } else {
                filtered.sortedByDescending { it.updatedAt }
            }
            NotesUiState(
                notes = sorted,
                query = q,
                pinnedFirst = pinned,
                isLoading = false,
                errorMessage = err,
            )
        }.stateIn(viewModelScope, SharingStarted.WhileSubscribed(5_000), NotesUiState())

    fun onQueryChange(value: String) {
        query.value = value
    }

    fun togglePinnedFirst() {
        pinnedFirst.value = !pinnedFirst.value
    }

    fun delete(note: Note) {
        viewModelScope.launch {
            runCatching { repository.delete(note.id) }
                .onFailure { error.value = it.message ?: "Could not delete note" }
        }
    }

    fun dismissError() {
        error.value = null
    }
}
