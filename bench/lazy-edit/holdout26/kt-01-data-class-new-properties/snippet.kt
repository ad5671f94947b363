// ... existing code ...
    @Serializable(with = InstantSerializer::class)
    val completedAt: Instant? = null,
    @Serializable(with = InstantSerializer::class)
    val dueAt: Instant? = null,
    val tags: Set<String> = emptySet(),
) {
    init {
        require(title.isNotBlank()) { "title must not be blank" }
        require(tags.all { it.isNotBlank() }) { "tags must not be blank" }
    }

    fun isOverdue(now: Instant): Boolean = !done && dueAt?.isBefore(now) == true

    // ... existing code ...
}

// ... existing code ...

    fun create(
        title: String,
        priority: Priority = Priority.NORMAL,
        dueAt: Instant? = null,
        now: Instant = Instant.now(),
    ): Task {
        counter += 1
        return Task(
            id = "T-%05d".format(counter),
            title = title.trim(),
            priority = priority,
            createdAt = now,
            dueAt = dueAt,
        )
    }
}
