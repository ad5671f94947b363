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
    val id: Long,
    val name: String,
    val color: String,
    val description: String? = null,
)

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
    val isOpen: Boolean
        get() = state == IssueState.OPEN

    fun hasLabel(name: String): Boolean = labels.any { it.name.equals(name, ignoreCase = true) }
}

@Serializable
data class IssuePage(
    val items: List<Issue>,
    val totalCount: Int,
    val nextCursor: String?,
)
