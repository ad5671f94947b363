// ... existing imports ...
import kotlinx.coroutines.launch
import java.io.IOException

data class TaskListState(
    val tasks: List<Task> = emptyList(),
    val isRefreshing: Boolean = false,
    val showCompleted: Boolean = true,
    val errorMessage: String? = null,
)

// ... existing code ...

    fun refresh() {
        viewModelScope.launch {
            _state.update { it.copy(isRefreshing = true, errorMessage = null) }
            try {
                val tasks = repository.fetchAll()
                _state.update { it.copy(tasks = tasks) }
            } catch (e: IOException) {
                _state.update { it.copy(errorMessage = "Couldn't load tasks. Check your connection.") }
            } finally {
                _state.update { it.copy(isRefreshing = false) }
            }
        }
    }

    fun dismissError() {
        _state.update { it.copy(errorMessage = null) }
    }

    fun toggleShowCompleted() {
// ... existing code ...
