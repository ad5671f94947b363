// ... existing code ...
    val closedAt: Instant? = null,
    val assigneeId: Long? = null,
) {
    // ... existing code ...
    fun withoutLabel(label: String): Issue = copy(labels = labels - label.lowercase())

    fun assign(userId: Long?): Issue = copy(assigneeId = userId)
}

@Serializable
data class IssueDto(
    // ... existing code ...
    val closedAt: String? = null,
    val assignee: String? = null,
)

fun Issue.toDto(authorLogin: String, assigneeLogin: String? = null): IssueDto = IssueDto(
    // ... existing code ...
    closedAt = closedAt?.toString(),
    assignee = assigneeLogin,
)

// ... existing code ...
    fun save(issue: Issue) {
        db.execute(
            "UPDATE issues SET title = ?, body = ?, state = ?, labels = ?, closed_at = ?, assignee_id = ? WHERE id = ?",
            // ... existing code ...
            issue.closedAt,
            issue.assigneeId,
            issue.id,
        )
    }

    private fun Row.toIssue(): Issue = Issue(
        // ... existing code ...
        closedAt = instantOrNull("closed_at"),
        assigneeId = longOrNull("assignee_id"),
    )
}
