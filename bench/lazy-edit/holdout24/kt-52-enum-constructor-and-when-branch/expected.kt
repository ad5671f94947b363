package com.acme.notifications

import java.time.Instant
import kotlinx.serialization.SerialName
import kotlinx.serialization.Serializable

@Serializable
enum class Channel {
    @SerialName("email") EMAIL,
    @SerialName("sms") SMS,
    @SerialName("push") PUSH,
    @SerialName("webhook") WEBHOOK,
}

@Serializable
data class Notification(
    val id: String,
    val userId: String,
    val channel: Channel,
    val title: String,
    val body: String,
    @Serializable(with = InstantSerializer::class)
    val createdAt: Instant,
    val priority: Int = 0,
)

sealed interface DeliveryResult {
    data class Sent(val providerMessageId: String) : DeliveryResult
    data class Failed(val reason: String, val retryable: Boolean) : DeliveryResult
    data object Skipped : DeliveryResult
}

interface Provider {
    suspend fun send(notification: Notification, address: String): DeliveryResult
}

class NotificationRouter(
    private val email: Provider,
    private val sms: Provider,
    private val push: Provider,
    private val webhook: Provider,
    private val directory: ContactDirectory,
) {
    suspend fun deliver(notification: Notification): DeliveryResult {
        val contact = directory.lookup(notification.userId) ?: return DeliveryResult.Skipped

        return when (notification.channel) {
            Channel.EMAIL -> {
                val address = contact.email ?: return DeliveryResult.Skipped
                email.send(notification, address)
            }
            Channel.SMS -> {
                val number = contact.phone ?: return DeliveryResult.Skipped
                if (notification.body.length > MAX_SMS_LENGTH) {
                    DeliveryResult.Failed("body exceeds $MAX_SMS_LENGTH characters", retryable = false)
                } else {
                    sms.send(notification, number)
                }
            }
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

    fun describe(result: DeliveryResult): String = when (result) {
        is DeliveryResult.Sent -> "sent (${result.providerMessageId})"
        is DeliveryResult.Failed -> if (result.retryable) "failed, will retry: ${result.reason}" else "failed: ${result.reason}"
        DeliveryResult.Skipped -> "skipped"
    }

    companion object {
        const val MAX_SMS_LENGTH = 480
    }
}
