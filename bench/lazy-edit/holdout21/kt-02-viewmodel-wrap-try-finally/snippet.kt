// ... existing code ...
import dagger.hilt.android.lifecycle.HiltViewModel
import java.io.IOException
import javax.inject.Inject
// ... existing code ...
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
// ... existing code ...
