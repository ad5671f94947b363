// ... existing code ...
data class TaskListUiState(
    val tasks: List<Task> = emptyList(),
    val filter: TaskFilter = TaskFilter.ALL,
    val query: String = "",
    val isLoading: Boolean = true,
)
// ... existing code ...
    private val filter = MutableStateFlow(TaskFilter.ALL)
    private val query = MutableStateFlow("")

    val uiState: StateFlow<TaskListUiState> =
        combine(repository.observeTasks(), filter, query) { tasks, currentFilter, currentQuery ->
            TaskListUiState(
                tasks = tasks.filterBy(currentFilter).search(currentQuery),
                filter = currentFilter,
                query = currentQuery,
                isLoading = false,
            )
        }.stateIn(
// ... existing code ...
    fun setFilter(newFilter: TaskFilter) {
        filter.value = newFilter
    }

    fun setQuery(newQuery: String) {
        query.value = newQuery
    }

    fun toggleCompleted(task: Task) {
// ... existing code ...
        TaskFilter.COMPLETED -> filter { it.completed }
    }

    private fun List<Task>.search(query: String): List<Task> =
        if (query.isBlank()) this else filter { it.title.contains(query.trim(), ignoreCase = true) }
}
