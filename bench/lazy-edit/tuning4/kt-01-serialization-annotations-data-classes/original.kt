package dev.forgekeep.api.model

import java.time.Instant

enum class IssueState { OPEN, CLOSED }

data class Label(
    val id: Long,
    val name: String,
    val color: String,
    val description: String? = null,
)

data class Issue(
    val id: Long,
    val number: Int,
    val title: String,
    val body: String,
    val state: IssueState,
    val authorLogin: String,
    val labels: List<Label> = emptyList(),
    val commentCount: Int = 0,
    val createdAt: Instant,
    val closedAt: Instant? = null,
) {
    val isOpen: Boolean
        get() = state == IssueState.OPEN

    fun hasLabel(name: String): Boolean = labels.any { it.name.equals(name, ignoreCase = true) }
}

data class IssuePage(
    val items: List<Issue>,
    val totalCount: Int,
    val nextCursor: String?,
)
