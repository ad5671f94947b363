package com.acme.tasks.ui.list

import androidx.lifecycle.ViewModel
import androidx.lifecycle.viewModelScope
import com.acme.tasks.data.Task
import com.acme.tasks.data.TaskRepository
import dagger.hilt.android.lifecycle.HiltViewModel
import javax.inject.Inject
import kotlinx.coroutines.flow.MutableStateFlow
import kotlinx.coroutines.flow.SharingStarted
import kotlinx.coroutines.flow.StateFlow
import kotlinx.coroutines.flow.combine
import kotlinx.coroutines.flow.stateIn
import kotlinx.coroutines.launch

enum class TaskFilter { ALL, ACTIVE, COMPLETED }

data class TaskListUiState(
    val tasks: List<Task> = emptyList(),
    val filter: TaskFilter = TaskFilter.ALL,
    val query: String = "",
    val isLoading: Boolean = true,
)

@HiltViewModel
class TaskListViewModel @Inject constructor(
    private val repository: TaskRepository,
) : ViewModel() {

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
            scope = viewModelScope,
            started = SharingStarted.WhileSubscribed(5_000),
            initialValue = TaskListUiState(),
        )

    fun setFilter(newFilter: TaskFilter) {
        filter.value = newFilter
    }

    fun setQuery(newQuery: String) {
        query.value = newQuery
    }

    fun toggleCompleted(task: Task) {
        viewModelScope.launch {
            repository.update(task.copy(completed = !task.completed))
        }
    }

    fun delete(task: Task) {
        viewModelScope.launch {
            repository.delete(task.id)
        }
    }

    private fun List<Task>.filterBy(filter: TaskFilter): List<Task> = when (filter) {
        TaskFilter.ALL -> this
        TaskFilter.ACTIVE -> filterNot { it.completed }
        TaskFilter.COMPLETED -> filter { it.completed }
    }

    private fun List<Task>.search(query: String): List<Task> =
        if (query.isBlank()) this else filter { it.title.contains(query.trim(), ignoreCase = true) }
}
