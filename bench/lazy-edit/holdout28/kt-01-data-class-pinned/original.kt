package com.acme.notes.data

import kotlinx.serialization.SerialName
import kotlinx.serialization.Serializable
import java.time.Instant

@Serializable
data class NoteDto(
    val id: String,
    val title: String,
    val body: String,
    @SerialName("created_at") val createdAt: String,
    @SerialName("updated_at") val updatedAt: String,
    val tags: List<String> = emptyList(),
)

data class Note(
    val id: String,
    val title: String,
    val body: String,
    val createdAt: Instant,
    val updatedAt: Instant,
    val tags: Set<String>,
) {
    val preview: String
        get() = body.lineSequence().firstOrNull { it.isNotBlank() }?.take(PREVIEW_LENGTH).orEmpty()

    companion object {
        const val PREVIEW_LENGTH = 120
    }
}

fun NoteDto.toDomain(): Note = Note(
    id = id,
    title = title.ifBlank { "Untitled" },
    body = body,
    createdAt = Instant.parse(createdAt),
    updatedAt = Instant.parse(updatedAt),
    tags = tags.map { it.lowercase() }.toSet(),
)

fun Note.toDto(): NoteDto = NoteDto(
    id = id,
    title = title,
    body = body,
    createdAt = createdAt.toString(),
    updatedAt = updatedAt.toString(),
    tags = tags.sorted(),
)

class NoteRepository(
    private val api: NotesApi,
    private val cache: MutableMap<String, Note> = mutableMapOf(),
) {
    suspend fun get(id: String): Note =
        cache[id] ?: api.fetchNote(id).toDomain().also { cache[id] = it }

    suspend fun save(note: Note): Note {
        val saved = api.putNote(note.id, note.toDto()).toDomain()
        cache[saved.id] = saved
        return saved
    }

    suspend fun search(query: String): List<Note> =
        api.search(query).map(NoteDto::toDomain)

    fun evict(id: String) {
        cache.remove(id)
    }
}
