// ... existing code ...
    @SerialName("updated_at") val updatedAt: String,
    val tags: List<String> = emptyList(),
    @SerialName("is_pinned") val pinned: Boolean = false,
)

data class Note(
    // ... existing code ...
    val tags: Set<String>,
    val pinned: Boolean = false,
) {
// ... existing code ...
    tags = tags.map { it.lowercase() }.toSet(),
    pinned = pinned,
)

fun Note.toDto(): NoteDto = NoteDto(
    // ... existing code ...
    tags = tags.sorted(),
    pinned = pinned,
)
// ... existing code ...
