// ... existing code ...
data class Note(
    val id: UUID = UUID.randomUUID(),
    val title: String,
    val body: String,
    val pinned: Boolean = false,
    val tags: Set<String> = emptySet(),
    val createdAt: Instant = Instant.now(),
    val updatedAt: Instant = createdAt,
)

class NoteRepository(private val dao: NoteDao) {

    suspend fun all(): List<Note> = dao.selectAll().map { it.toNote() }

    suspend fun pinned(): List<Note> = all().filter { it.pinned }.sortedByDescending { it.updatedAt }

    // ... existing code ...

    suspend fun save(note: Note) {
        dao.upsert(NoteEntity.from(note.copy(updatedAt = Instant.now())))
    }

    // ... existing code ...
}
