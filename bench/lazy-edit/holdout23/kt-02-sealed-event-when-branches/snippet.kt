// ... existing code ...
    data class DisputeOpened(override val id: String, val paymentId: String) : WebhookEvent
    data class DisputeClosed(override val id: String, val paymentId: String, val won: Boolean) : WebhookEvent
}

// ... existing code ...
            is WebhookEvent.DisputeOpened -> {
                ledger.updateStatus(event.paymentId, PaymentStatus.DISPUTED)
            }
            is WebhookEvent.DisputeClosed -> {
                val status = if (event.won) PaymentStatus.SUCCEEDED else PaymentStatus.REFUNDED
                ledger.updateStatus(event.paymentId, status)
            }
        }
        return true
    }

    fun describe(event: WebhookEvent): String = when (event) {
        // ... existing code ...
        is WebhookEvent.DisputeOpened -> "dispute on ${event.paymentId}"
        is WebhookEvent.DisputeClosed -> "dispute on ${event.paymentId} closed (${if (event.won) "won" else "lost"})"
    }
}
