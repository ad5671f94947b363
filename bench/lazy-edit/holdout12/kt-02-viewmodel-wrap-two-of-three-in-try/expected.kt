package com.example.todo.ui

import androidx.lifecycle.ViewModel
import androidx.lifecycle.viewModelScope
import com.example.todo.data.Task
import com.example.todo.data.TaskRepository
import kotlinx.coroutines.flow.MutableStateFlow
import kotlinx.coroutines.flow.StateFlow
import kotlinx.coroutines.flow.asStateFlow
import kotlinx.coroutines.flow.update
import kotlinx.coroutines.launch

data class TaskListUiState(
    val tasks: List<Task> = emptyList(),
    val loading: Boolean = true,
    val error: String? = null,
)

class TaskListViewModel(private val repository: TaskRepository) : ViewModel() {

    private val _state = MutableStateFlow(TaskListUiState())
    val state: StateFlow<TaskListUiState> = _state.asStateFlow()

    init {
        viewModelScope.launch {
            repository.observeAll().collect { tasks ->
                _state.update { it.copy(tasks = tasks, loading = false) }
            }
        }
    }

    fun addTask(title: String) {
        if (title.isBlank()) return
        viewModelScope.launch {
            try {
                repository.add(title.trim())
            } catch (e: Exception) {
                _state.update { it.copy(error = "Could not add task: ${e.message}") }
            }
        }
    }

    fun toggleDone(task: Task) {
        viewModelScope.launch {
            repository.setDone(task.id, !task.done)
        }
    }

    fun deleteTask(task: Task) {
        viewModelScope.launch {
            try {
                repository.delete(task.id)
            } catch (e: Exception) {
                _state.update { it.copy(error = "Could not delete task: ${e.message}") }
            }
        }
    }

    fun dismissError() {
        _state.update { it.copy(error = null) }
    }
}
