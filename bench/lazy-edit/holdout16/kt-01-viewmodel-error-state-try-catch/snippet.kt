// ... existing code ...
import dagger.hilt.android.lifecycle.HiltViewModel
import java.io.IOException
import javax.inject.Inject
// … existing code …
data class NoteListUiState(
    val notes: List<Note> = emptyList(),
    val isLoading: Boolean = false,
    val query: String = "",
    val errorMessage: String? = null,
)

// ... existing code ...

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

// ... existing code ...
