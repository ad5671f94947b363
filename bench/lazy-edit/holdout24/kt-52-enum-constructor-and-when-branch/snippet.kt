// ... existing code ...
    @SerialName("push") PUSH,
    @SerialName("webhook") WEBHOOK,
}
// ... existing code ...
    private val push: Provider,
    private val webhook: Provider,
    private val directory: ContactDirectory,
) {
    // ... existing code ...
            Channel.PUSH -> {
                val token = contact.pushToken ?: return DeliveryResult.Skipped
                push.send(notification, token)
            }
            Channel.WEBHOOK -> {
                val url = contact.webhookUrl ?: return DeliveryResult.Skipped
                webhook.send(notification, url)
            }
        }
    }
// ... existing code ...
