package com.acme.tasks

import kotlinx.serialization.SerialName
import kotlinx.serialization.Serializable
import java.time.Instant

@Serializable
enum class Priority {
    @SerialName("low") LOW,
    @SerialName("normal") NORMAL,
    @SerialName("high") HIGH,
}

@Serializable
data class Task(
    val id: String,
    val title: String,
    val description: String = "",
    val priority: Priority = Priority.NORMAL,
    val done: Boolean = false,
    @Serializable(with = InstantSerializer::class)
    val createdAt: Instant,
    @Serializable(with = InstantSerializer::class)
    val completedAt: Instant? = null,
) {
    init {
        require(title.isNotBlank()) { "title must not be blank" }
    }

    fun complete(now: Instant): Task =
        if (done) this else copy(done = true, completedAt = now)

    fun reopen(): Task = copy(done = false, completedAt = null)
}

fun List<Task>.pending(): List<Task> = filterNot { it.done }

fun List<Task>.byPriority(): List<Task> =
    sortedWith(compareByDescending<Task> { it.priority }.thenBy { it.createdAt })

fun List<Task>.completedBetween(from: Instant, to: Instant): List<Task> =
    filter { task ->
        val completed = task.completedAt ?: return@filter false
        !completed.isBefore(from) && completed.isBefore(to)
    }

object TaskFactory {
    private var counter = 0

    fun create(title: String, priority: Priority = Priority.NORMAL, now: Instant = Instant.now()): Task {
        counter += 1
        return Task(
            id = "T-%05d".format(counter),
            title = title.trim(),
            priority = priority,
            createdAt = now,
        )
    }
}
