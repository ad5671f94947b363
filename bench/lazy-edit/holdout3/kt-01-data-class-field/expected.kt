package com.example.notes

import java.time.Instant

data class Note(
    val id: String,
    val title: String,
    val body: String,
    val createdAt: Instant,
    val pinned: Boolean = false,
)

class NoteService(private val repo: NoteRepository) {
    fun create(title: String, body: String): Note {
        val note = Note(
            id = java.util.UUID.randomUUID().toString(),
            title = title,
            body = body,
            createdAt = Instant.now(),
        )
        repo.save(note)
        return note
    }
}
