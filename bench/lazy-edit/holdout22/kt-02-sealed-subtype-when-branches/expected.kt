package com.example.payments.domain

import java.math.BigDecimal
import java.time.Instant
import java.time.ZoneOffset

sealed interface PaymentMethod {
    val id: String

    data class Card(
        override val id: String,
        val brand: String,
        val last4: String,
        val expMonth: Int,
        val expYear: Int,
    ) : PaymentMethod

    data class BankTransfer(
        override val id: String,
        val iban: String,
        val holderName: String,
    ) : PaymentMethod

    data class Wallet(
        override val id: String,
        val provider: String,
        val accountEmail: String,
    ) : PaymentMethod

    data class Voucher(
        override val id: String,
        val code: String,
        val expiresAt: Instant?,
    ) : PaymentMethod
}

data class Charge(
    val amount: BigDecimal,
    val currency: String,
    val method: PaymentMethod,
    val createdAt: Instant = Instant.now(),
)

object PaymentDescriptions {

    fun label(method: PaymentMethod): String = when (method) {
        is PaymentMethod.Card -> "${method.brand} •••• ${method.last4}"
        is PaymentMethod.BankTransfer -> "Bank transfer (${maskIban(method.iban)})"
        is PaymentMethod.Wallet -> "${method.provider} (${method.accountEmail})"
        is PaymentMethod.Voucher -> "Voucher ${method.code}"
    }

    fun processingFeePercent(method: PaymentMethod): BigDecimal = when (method) {
        is PaymentMethod.Card -> BigDecimal("2.9")
        is PaymentMethod.BankTransfer -> BigDecimal("0.8")
        is PaymentMethod.Wallet -> BigDecimal("3.4")
        is PaymentMethod.Voucher -> BigDecimal.ZERO
    }

    fun isExpired(method: PaymentMethod, now: Instant = Instant.now()): Boolean = when (method) {
        is PaymentMethod.Card -> {
            val zoned = now.atZone(ZoneOffset.UTC)
            method.expYear < zoned.year ||
                (method.expYear == zoned.year && method.expMonth < zoned.monthValue)
        }
        is PaymentMethod.BankTransfer -> false
        is PaymentMethod.Wallet -> false
        is PaymentMethod.Voucher -> method.expiresAt?.isBefore(now) ?: false
    }

    private fun maskIban(iban: String): String =
        iban.take(4) + " •••• " + iban.takeLast(4)
}
