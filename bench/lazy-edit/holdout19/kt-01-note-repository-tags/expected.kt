package com.example.notes.data

import kotlinx.coroutines.Dispatchers
import kotlinx.coroutines.flow.Flow
import kotlinx.coroutines.flow.map
import kotlinx.coroutines.withContext
import java.time.Instant

data class Note(
    val id: Long,
    val title: String,
    val body: String,
    val pinned: Boolean = false,
    val tags: List<String> = emptyList(),
    val updatedAt: Instant = Instant.now(),
)

class NoteRepository(
    private val dao: NoteDao,
    private val api: NotesApi,
) {
    fun observeNotes(): Flow<List<Note>> =
        dao.observeAll().map { entities -> entities.map { it.toNote() } }

    fun observePinned(): Flow<List<Note>> =
        dao.observeAll().map { entities -> entities.filter { it.pinned }.map { it.toNote() } }

    fun observeByTag(tag: String): Flow<List<Note>> =
        observeNotes().map { notes -> notes.filter { tag in it.tags } }

    suspend fun get(id: Long): Note? = withContext(Dispatchers.IO) {
        dao.findById(id)?.toNote()
    }

    suspend fun save(note: Note) = withContext(Dispatchers.IO) {
        dao.upsert(note.copy(updatedAt = Instant.now()).toEntity())
    }

    suspend fun delete(id: Long) = withContext(Dispatchers.IO) {
        dao.deleteById(id)
    }

    suspend fun refresh() = withContext(Dispatchers.IO) {
        val remote = api.fetchNotes()
        dao.replaceAll(remote.map { it.toEntity() })
    }
}

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
