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
    val archived: Boolean = false,
)

data class Note(
    val id: String,
    val title: String,
    val body: String,
    val createdAt: Instant,
    val updatedAt: Instant,
    val archived: Boolean,
) {
    val preview: String
        get() = body.lineSequence().firstOrNull { it.isNotBlank() }?.take(PREVIEW_LENGTH).orEmpty()

    companion object {
        const val PREVIEW_LENGTH = 120
    }
}

fun NoteDto.toDomain(): Note = Note(
    id = id,
    title = title,
    body = body,
    createdAt = Instant.parse(createdAt),
    updatedAt = Instant.parse(updatedAt),
    archived = archived,
)

fun Note.toDto(): NoteDto = NoteDto(
    id = id,
    title = title,
    body = body,
    createdAt = createdAt.toString(),
    updatedAt = updatedAt.toString(),
    archived = archived,
)
