package dev.grove.issues

import java.time.Instant
import kotlinx.serialization.Serializable

enum class IssueState { OPEN, CLOSED }

data class Issue(
    val id: Long,
    val repoId: Long,
    val number: Int,
    val title: String,
    val body: String,
    val authorId: Long,
    val state: IssueState = IssueState.OPEN,
    val labels: Set<String> = emptySet(),
    val createdAt: Instant = Instant.now(),
    val closedAt: Instant? = null,
    val assigneeId: Long? = null,
) {
    val isOpen: Boolean get() = state == IssueState.OPEN

    fun close(at: Instant = Instant.now()): Issue {
        require(isOpen) { "issue #$number is already closed" }
        return copy(state = IssueState.CLOSED, closedAt = at)
    }

    fun reopen(): Issue {
        require(!isOpen) { "issue #$number is already open" }
        return copy(state = IssueState.OPEN, closedAt = null)
    }

    fun withLabel(label: String): Issue = copy(labels = labels + label.lowercase())

    fun withoutLabel(label: String): Issue = copy(labels = labels - label.lowercase())

    fun assign(userId: Long?): Issue = copy(assigneeId = userId)
}

@Serializable
data class IssueDto(
    val number: Int,
    val title: String,
    val body: String,
    val state: String,
    val labels: List<String>,
    val author: String,
    val createdAt: String,
    val closedAt: String? = null,
    val assignee: String? = null,
)

fun Issue.toDto(authorLogin: String, assigneeLogin: String? = null): IssueDto = IssueDto(
    number = number,
    title = title,
    body = body,
    state = state.name.lowercase(),
    labels = labels.sorted(),
    author = authorLogin,
    createdAt = createdAt.toString(),
    closedAt = closedAt?.toString(),
    assignee = assigneeLogin,
)

class IssueRepository(private val db: Database) {
    fun find(repoId: Long, number: Int): Issue? =
        db.queryOne("SELECT * FROM issues WHERE repo_id = ? AND number = ?", repoId, number) { row ->
            row.toIssue()
        }

    fun list(repoId: Long, state: IssueState? = null, limit: Int = 50): List<Issue> {
        val sql = buildString {
            append("SELECT * FROM issues WHERE repo_id = ?")
            if (state != null) append(" AND state = ?")
            append(" ORDER BY number DESC LIMIT ?")
        }
        val args = listOfNotNull(repoId, state?.name, limit).toTypedArray()
        return db.query(sql, *args) { row -> row.toIssue() }
    }

    fun save(issue: Issue) {
        db.execute(
            "UPDATE issues SET title = ?, body = ?, state = ?, labels = ?, closed_at = ?, assignee_id = ? WHERE id = ?",
            issue.title,
            issue.body,
            issue.state.name,
            issue.labels.joinToString(","),
            issue.closedAt,
            issue.assigneeId,
            issue.id,
        )
    }

    private fun Row.toIssue(): Issue = Issue(
        id = long("id"),
        repoId = long("repo_id"),
        number = int("number"),
        title = string("title"),
        body = string("body"),
        authorId = long("author_id"),
        state = IssueState.valueOf(string("state")),
        labels = string("labels").split(',').filter { it.isNotBlank() }.toSet(),
        createdAt = instant("created_at"),
        closedAt = instantOrNull("closed_at"),
        assigneeId = longOrNull("assignee_id"),
    )
}
