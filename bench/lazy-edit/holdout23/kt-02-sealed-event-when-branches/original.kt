package com.example.payments.webhook

import com.example.payments.ledger.LedgerService
import com.example.payments.model.PaymentStatus
import org.slf4j.LoggerFactory

sealed interface WebhookEvent {
    val id: String

    data class PaymentSucceeded(override val id: String, val paymentId: String, val amountCents: Long) : WebhookEvent
    data class PaymentFailed(override val id: String, val paymentId: String, val reason: String) : WebhookEvent
    data class RefundIssued(override val id: String, val paymentId: String, val amountCents: Long) : WebhookEvent
    data class DisputeOpened(override val id: String, val paymentId: String) : WebhookEvent
}

class WebhookProcessor(
    private val ledger: LedgerService,
    private val seenEvents: MutableSet<String> = mutableSetOf(),
) {
    private val log = LoggerFactory.getLogger(WebhookProcessor::class.java)

    fun process(event: WebhookEvent): Boolean {
        if (!seenEvents.add(event.id)) {
            log.info("Ignoring duplicate webhook {}", event.id)
            return false
        }
        when (event) {
            is WebhookEvent.PaymentSucceeded -> {
                ledger.updateStatus(event.paymentId, PaymentStatus.SUCCEEDED)
                ledger.credit(event.paymentId, event.amountCents)
            }
            is WebhookEvent.PaymentFailed -> {
                ledger.updateStatus(event.paymentId, PaymentStatus.FAILED)
                log.warn("Payment {} failed: {}", event.paymentId, event.reason)
            }
            is WebhookEvent.RefundIssued -> {
                ledger.updateStatus(event.paymentId, PaymentStatus.REFUNDED)
                ledger.debit(event.paymentId, event.amountCents)
            }
            is WebhookEvent.DisputeOpened -> {
                ledger.updateStatus(event.paymentId, PaymentStatus.DISPUTED)
            }
        }
        return true
    }

    fun describe(event: WebhookEvent): String = when (event) {
        is WebhookEvent.PaymentSucceeded -> "payment ${event.paymentId} succeeded"
        is WebhookEvent.PaymentFailed -> "payment ${event.paymentId} failed"
        is WebhookEvent.RefundIssued -> "refund on ${event.paymentId}"
        is WebhookEvent.DisputeOpened -> "dispute on ${event.paymentId}"
    }
}
