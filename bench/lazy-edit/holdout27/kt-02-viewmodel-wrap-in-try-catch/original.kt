package com.example.tasks.ui.list

import androidx.lifecycle.ViewModel
import androidx.lifecycle.viewModelScope
import com.example.tasks.data.Task
import com.example.tasks.data.TaskRepository
import dagger.hilt.android.lifecycle.HiltViewModel
import javax.inject.Inject
import kotlinx.coroutines.flow.MutableStateFlow
import kotlinx.coroutines.flow.StateFlow
import kotlinx.coroutines.flow.asStateFlow
import kotlinx.coroutines.flow.update
import kotlinx.coroutines.launch

data class TaskListState(
    val tasks: List<Task> = emptyList(),
    val isRefreshing: Boolean = false,
    val showCompleted: Boolean = true,
)

@HiltViewModel
class TaskListViewModel @Inject constructor(
    private val repository: TaskRepository,
) : ViewModel() {

    private val _state = MutableStateFlow(TaskListState())
    val state: StateFlow<TaskListState> = _state.asStateFlow()

    init {
        refresh()
    }

    fun refresh() {
        viewModelScope.launch {
            _state.update { it.copy(isRefreshing = true) }
            val tasks = repository.fetchAll()
            _state.update { it.copy(tasks = tasks, isRefreshing = false) }
        }
    }

    fun toggleShowCompleted() {
        _state.update { it.copy(showCompleted = !it.showCompleted) }
    }

    fun complete(task: Task) {
        viewModelScope.launch {
            val updated = repository.complete(task.id)
            _state.update { s ->
                s.copy(tasks = s.tasks.map { if (it.id == updated.id) updated else it })
            }
        }
    }

    fun delete(task: Task) {
        viewModelScope.launch {
            repository.delete(task.id)
            _state.update { s -> s.copy(tasks = s.tasks.filterNot { it.id == task.id }) }
        }
    }
}
