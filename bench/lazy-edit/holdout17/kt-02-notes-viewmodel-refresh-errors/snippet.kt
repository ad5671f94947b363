// ... existing code ...
import dagger.hilt.android.lifecycle.HiltViewModel
import java.io.IOException
import javax.inject.Inject
// ... existing code ...

    fun refresh() {
        viewModelScope.launch {
            _uiState.update { it.copy(isRefreshing = true, errorMessage = null) }
            try {
                val notes = repository.search(_uiState.value.query)
                _uiState.update { it.copy(notes = notes) }
            } catch (e: IOException) {
                _uiState.update { it.copy(errorMessage = e.message ?: "Could not load notes") }
            } finally {
                _uiState.update { it.copy(isRefreshing = false) }
            }
        }
    }

    // ... existing code ...
