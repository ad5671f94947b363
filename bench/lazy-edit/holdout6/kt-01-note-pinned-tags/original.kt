package com.example.notes.data

import java.time.Instant
import java.util.UUID

data class Note(
    val id: UUID = UUID.randomUUID(),
    val title: String,
    val body: String,
    val createdAt: Instant = Instant.now(),
    val updatedAt: Instant = createdAt,
)

class NoteRepository(private val dao: NoteDao) {

    suspend fun all(): List<Note> = dao.selectAll().map { it.toNote() }

    suspend fun find(id: UUID): Note? = dao.selectById(id)?.toNote()

    suspend fun save(note: Note) {
        dao.upsert(NoteEntity.from(note))
    }

    suspend fun delete(id: UUID) {
        dao.deleteById(id)
    }
}
