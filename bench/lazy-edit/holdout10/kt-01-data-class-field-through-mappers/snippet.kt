// ... existing code ...
    @SerialName("updated_at") val updatedAt: String,
    val archived: Boolean = false,
    val pinned: Boolean = false,
)

data class Note(
    // ... existing code ...
    val archived: Boolean,
    val pinned: Boolean = false,
) {
// ... existing code ...
    updatedAt = Instant.parse(updatedAt),
    archived = archived,
    pinned = pinned,
)

fun Note.toDto(): NoteDto = NoteDto(
    // ... existing code ...
    archived = archived,
    pinned = pinned,
)
