// ... existing code ...
    data class Captured(
        override val paymentId: String,
        override val occurredAt: Instant,
        val amount: BigDecimal,
    ) : PaymentEvent

    data class Refunded(
        override val paymentId: String,
        override val occurredAt: Instant,
        val amount: BigDecimal,
    ) : PaymentEvent

    // ... existing code ...
}

enum class PaymentStatus { PENDING, AUTHORIZED, CAPTURED, REFUNDED, FAILED }

data class Payment(
    // ... existing code ...
    val capturedAmount: BigDecimal = BigDecimal.ZERO,
    val refundedAmount: BigDecimal = BigDecimal.ZERO,
    // ... existing code ...
)

fun Payment.apply(event: PaymentEvent): Payment = when (event) {
    // ... existing code ...
    is PaymentEvent.Refunded -> copy(
        status = PaymentStatus.REFUNDED,
        refundedAmount = refundedAmount + event.amount,
        updatedAt = event.occurredAt,
    )
    is PaymentEvent.Failed -> copy(
// ... existing code ...
    is PaymentEvent.Captured -> "captured ${event.amount}"
    is PaymentEvent.Refunded -> "refunded ${event.amount}"
    is PaymentEvent.Failed -> "failed: ${event.reason}"
}
