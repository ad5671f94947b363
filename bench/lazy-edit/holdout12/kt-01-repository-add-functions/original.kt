package com.example.todo.data

import kotlinx.coroutines.Dispatchers
import kotlinx.coroutines.flow.Flow
import kotlinx.coroutines.flow.map
import kotlinx.coroutines.withContext
import java.time.Instant

data class Task(
    val id: Long = 0,
    val title: String,
    val notes: String = "",
    val done: Boolean = false,
    val dueAt: Instant? = null,
)

class TaskRepository(private val dao: TaskDao) {

    fun observeAll(): Flow<List<Task>> =
        dao.observeAll().map { entities -> entities.map { it.toTask() } }

    fun observeOpen(): Flow<List<Task>> =
        dao.observeByDone(false).map { entities -> entities.map { it.toTask() } }

    suspend fun get(id: Long): Task? = withContext(Dispatchers.IO) {
        dao.findById(id)?.toTask()
    }

    suspend fun add(title: String, notes: String = "", dueAt: Instant? = null): Long =
        withContext(Dispatchers.IO) {
            dao.insert(TaskEntity(title = title, notes = notes, done = false, dueAt = dueAt?.toEpochMilli()))
        }

    suspend fun setDone(id: Long, done: Boolean) = withContext(Dispatchers.IO) {
        dao.updateDone(id, done)
    }

    suspend fun delete(id: Long) = withContext(Dispatchers.IO) {
        dao.deleteById(id)
    }
}

private fun TaskEntity.toTask() = Task(
    id = id,
    title = title,
    notes = notes,
    done = done,
    dueAt = dueAt?.let(Instant::ofEpochMilli),
)
