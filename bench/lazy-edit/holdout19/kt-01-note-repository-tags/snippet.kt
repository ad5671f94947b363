// ... existing code ...
data class Note(
    val id: Long,
    val title: String,
    val body: String,
    val pinned: Boolean = false,
    val tags: List<String> = emptyList(),
    val updatedAt: Instant = Instant.now(),
)

// ... existing code ...

    fun observePinned(): Flow<List<Note>> =
        dao.observeAll().map { entities -> entities.filter { it.pinned }.map { it.toNote() } }

    fun observeByTag(tag: String): Flow<List<Note>> =
        observeNotes().map { notes -> notes.filter { tag in it.tags } }

// ... existing code ...

private fun NoteEntity.toNote() = Note(
    id = id,
    title = title,
    body = body,
    pinned = pinned,
    tags = tagsCsv.split(',').filter { it.isNotBlank() },
    updatedAt = Instant.ofEpochMilli(updatedAtMillis),
)

private fun Note.toEntity() = NoteEntity(
    id = id,
    title = title,
    body = body,
    pinned = pinned,
    tagsCsv = tags.joinToString(","),
    updatedAtMillis = updatedAt.toEpochMilli(),
)
