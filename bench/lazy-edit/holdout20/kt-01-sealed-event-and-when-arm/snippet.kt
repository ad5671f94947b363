// ... existing code ...
    data class Refunded(
        override val paymentId: String,
        override val at: Instant,
        val amount: BigDecimal,
    ) : PaymentEvent

    data class Disputed(
        override val paymentId: String,
        override val at: Instant,
        val caseId: String,
    ) : PaymentEvent
}

data class PaymentView(
    // ... existing code ...
    val lastError: String? = null,
    val disputeCaseId: String? = null,
    val updatedAt: Instant? = null,
)

// ... existing code ...
        refunded = refunded + event.amount,
        updatedAt = event.at,
    )
    is PaymentEvent.Disputed -> copy(status = "disputed", disputeCaseId = event.caseId, updatedAt = event.at)
}
// ... existing code ...
