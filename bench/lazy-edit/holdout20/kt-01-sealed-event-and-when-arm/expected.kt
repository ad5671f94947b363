package com.acme.payments.model

import java.math.BigDecimal
import java.time.Instant

enum class PaymentMethod { CARD, SEPA_DEBIT, PAYPAL }

sealed interface PaymentEvent {
    val paymentId: String
    val at: Instant

    data class Authorized(
        override val paymentId: String,
        override val at: Instant,
        val amount: BigDecimal,
        val method: PaymentMethod,
    ) : PaymentEvent

    data class Captured(
        override val paymentId: String,
        override val at: Instant,
        val amount: BigDecimal,
    ) : PaymentEvent

    data class Failed(
        override val paymentId: String,
        override val at: Instant,
        val reason: String,
        val retryable: Boolean,
    ) : PaymentEvent

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
    val id: String,
    val status: String,
    val authorized: BigDecimal = BigDecimal.ZERO,
    val captured: BigDecimal = BigDecimal.ZERO,
    val refunded: BigDecimal = BigDecimal.ZERO,
    val lastError: String? = null,
    val disputeCaseId: String? = null,
    val updatedAt: Instant? = null,
)

fun PaymentView.apply(event: PaymentEvent): PaymentView = when (event) {
    is PaymentEvent.Authorized -> copy(status = "authorized", authorized = event.amount, updatedAt = event.at)
    is PaymentEvent.Captured -> copy(status = "captured", captured = captured + event.amount, updatedAt = event.at)
    is PaymentEvent.Failed -> copy(
        status = if (event.retryable) "retrying" else "failed",
        lastError = event.reason,
        updatedAt = event.at,
    )
    is PaymentEvent.Refunded -> copy(
        status = if (refunded + event.amount >= captured) "refunded" else "partially_refunded",
        refunded = refunded + event.amount,
        updatedAt = event.at,
    )
    is PaymentEvent.Disputed -> copy(status = "disputed", disputeCaseId = event.caseId, updatedAt = event.at)
}

fun replay(id: String, events: List<PaymentEvent>): PaymentView =
    events.sortedBy { it.at }.fold(PaymentView(id = id, status = "pending")) { view, e -> view.apply(e) }
