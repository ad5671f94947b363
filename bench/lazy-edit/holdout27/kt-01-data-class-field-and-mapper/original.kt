package com.example.tasks.data

import kotlinx.datetime.Instant
import kotlinx.serialization.SerialName
import kotlinx.serialization.Serializable

@Serializable
data class TaskDto(
    val id: String,
    val title: String,
    val notes: String? = null,
    @SerialName("due_at") val dueAt: String? = null,
    @SerialName("completed_at") val completedAt: String? = null,
    val priority: Int = 0,
    val tags: List<String> = emptyList(),
)

data class Task(
    val id: String,
    val title: String,
    val notes: String?,
    val dueAt: Instant?,
    val completedAt: Instant?,
    val priority: Priority,
    val tags: Set<String>,
) {
    val isCompleted: Boolean get() = completedAt != null

    fun isOverdue(now: Instant): Boolean =
        !isCompleted && dueAt != null && dueAt < now
}

enum class Priority(val level: Int) {
    NONE(0), LOW(1), MEDIUM(2), HIGH(3);

    companion object {
        fun fromLevel(level: Int): Priority =
            entries.firstOrNull { it.level == level } ?: NONE
    }
}

fun TaskDto.toDomain(): Task = Task(
    id = id,
    title = title.trim(),
    notes = notes?.takeIf { it.isNotBlank() },
    dueAt = dueAt?.let(Instant::parse),
    completedAt = completedAt?.let(Instant::parse),
    priority = Priority.fromLevel(priority),
    tags = tags.map { it.lowercase() }.toSet(),
)

fun Task.toDto(): TaskDto = TaskDto(
    id = id,
    title = title,
    notes = notes,
    dueAt = dueAt?.toString(),
    completedAt = completedAt?.toString(),
    priority = priority.level,
    tags = tags.sorted(),
)
