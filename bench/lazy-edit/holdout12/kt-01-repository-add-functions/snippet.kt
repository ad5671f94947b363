// ... existing code ...

    fun observeOpen(): Flow<List<Task>> =
        dao.observeByDone(false).map { entities -> entities.map { it.toTask() } }

    fun observeOverdue(now: Instant = Instant.now()): Flow<List<Task>> =
        observeOpen().map { tasks -> tasks.filter { task -> task.dueAt?.isBefore(now) == true } }

    // ... other methods ...

    suspend fun delete(id: Long) = withContext(Dispatchers.IO) {
        dao.deleteById(id)
    }

    suspend fun clearCompleted(): Int = withContext(Dispatchers.IO) {
        dao.deleteByDone(true)
    }
}

// ... existing code ...
