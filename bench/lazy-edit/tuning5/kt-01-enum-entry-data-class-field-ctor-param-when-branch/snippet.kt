// ... existing code ...
enum class Channel { EMAIL, SMS, PUSH, WEBHOOK }

data class Notification(
    // ... existing code ...
    val body: String,
    val priority: Int = 0,
    val createdAt: Instant = Instant.now(),
)

// ... existing code ...
    private val push: Sender,
    private val webhook: Sender,
) {
    // ... existing code ...
            Channel.PUSH -> push
            Channel.WEBHOOK -> webhook
        }
        // ... existing code ...
