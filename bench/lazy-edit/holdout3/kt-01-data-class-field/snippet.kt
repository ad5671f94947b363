// ... existing code ...
data class Note(
    val id: String,
    val title: String,
    val body: String,
    val createdAt: Instant,
    val pinned: Boolean = false,
)
// ... existing code ...
