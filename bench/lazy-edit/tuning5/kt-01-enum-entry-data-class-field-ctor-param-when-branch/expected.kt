package com.example.notifications

import java.time.Instant

enum class Channel { EMAIL, SMS, PUSH, WEBHOOK }

data class Notification(
    val id: String,
    val userId: String,
    val channel: Channel,
    val title: String,
    val body: String,
    val priority: Int = 0,
    val createdAt: Instant = Instant.now(),
)

interface Sender {
    fun send(notification: Notification): Boolean
}

class NotificationDispatcher(
    private val email: Sender,
    private val sms: Sender,
    private val push: Sender,
    private val webhook: Sender,
) {
    private val failures = mutableListOf<Notification>()

    fun dispatch(notification: Notification): Boolean {
        val sender = when (notification.channel) {
            Channel.EMAIL -> email
            Channel.SMS -> sms
            Channel.PUSH -> push
            Channel.WEBHOOK -> webhook
        }
        val ok = sender.send(notification)
        if (!ok) {
            failures += notification
        }
        return ok
    }

    fun retryFailures(): Int {
        val pending = failures.toList()
        failures.clear()
        return pending.count { dispatch(it) }
    }
}
