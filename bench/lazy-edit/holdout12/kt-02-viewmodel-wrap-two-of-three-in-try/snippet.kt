// ... existing code ...

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
        // ... existing code ...
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

// ... existing code ...
