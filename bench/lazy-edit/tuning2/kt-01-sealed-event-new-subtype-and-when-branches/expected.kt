package com.acme.payments.domain

import java.math.BigDecimal
import java.time.Instant

sealed interface PaymentEvent {
    val paymentId: String
    val occurredAt: Instant

    data class Authorized(
        override val paymentId: String,
        override val occurredAt: Instant,
        val amount: BigDecimal,
    ) : PaymentEvent

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

    data class Failed(
        override val paymentId: String,
        override val occurredAt: Instant,
        val reason: String,
    ) : PaymentEvent
}

enum class PaymentStatus { PENDING, AUTHORIZED, CAPTURED, REFUNDED, FAILED }

data class Payment(
    val id: String,
    val status: PaymentStatus,
    val authorizedAmount: BigDecimal = BigDecimal.ZERO,
    val capturedAmount: BigDecimal = BigDecimal.ZERO,
    val refundedAmount: BigDecimal = BigDecimal.ZERO,
    val failureReason: String? = null,
    val updatedAt: Instant? = null,
)

fun Payment.apply(event: PaymentEvent): Payment = when (event) {
    is PaymentEvent.Authorized -> copy(
        status = PaymentStatus.AUTHORIZED,
        authorizedAmount = event.amount,
        updatedAt = event.occurredAt,
    )
    is PaymentEvent.Captured -> copy(
        status = PaymentStatus.CAPTURED,
        capturedAmount = capturedAmount + event.amount,
        updatedAt = event.occurredAt,
    )
    is PaymentEvent.Refunded -> copy(
        status = PaymentStatus.REFUNDED,
        refundedAmount = refundedAmount + event.amount,
        updatedAt = event.occurredAt,
    )
    is PaymentEvent.Failed -> copy(
        status = PaymentStatus.FAILED,
        failureReason = event.reason,
        updatedAt = event.occurredAt,
    )
}

fun describe(event: PaymentEvent): String = when (event) {
    is PaymentEvent.Authorized -> "authorized ${event.amount}"
    is PaymentEvent.Captured -> "captured ${event.amount}"
    is PaymentEvent.Refunded -> "refunded ${event.amount}"
    is PaymentEvent.Failed -> "failed: ${event.reason}"
}
