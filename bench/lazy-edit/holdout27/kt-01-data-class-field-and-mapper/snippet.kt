// ... existing code ...
    val priority: Int = 0,
    val tags: List<String> = emptyList(),
    @SerialName("project_id") val projectId: String? = null,
)

data class Task(
    // ... existing code ...
    val tags: Set<String>,
    val projectId: String?,
) {
    // ... existing code ...
}

// ... existing code ...

fun TaskDto.toDomain(): Task = Task(
    // ... existing code ...
    tags = tags.map { it.lowercase() }.toSet(),
    projectId = projectId,
)

fun Task.toDto(): TaskDto = TaskDto(
    // ... existing code ...
    tags = tags.sorted(),
    projectId = projectId,
)
