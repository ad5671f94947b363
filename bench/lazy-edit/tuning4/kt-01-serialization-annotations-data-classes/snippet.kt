package dev.forgekeep.api.model

import java.time.Instant
import kotlinx.serialization.Contextual
import kotlinx.serialization.SerialName
import kotlinx.serialization.Serializable

@Serializable
enum class IssueState {
    @SerialName("open") OPEN,
    @SerialName("closed") CLOSED,
}

@Serializable
data class Label(
// ... existing code ...

@Serializable
data class Issue(
    val id: Long,
    val number: Int,
    val title: String,
    val body: String,
    val state: IssueState,
    @SerialName("author_login")
    val authorLogin: String,
    val labels: List<Label> = emptyList(),
    @SerialName("comment_count")
    val commentCount: Int = 0,
    @SerialName("created_at")
    @Contextual
    val createdAt: Instant,
    @SerialName("closed_at")
    @Contextual
    val closedAt: Instant? = null,
) {
// ... existing code ...
}

@Serializable
data class IssuePage(
    // ... existing code ...
)
