// ... existing code ...
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
// ... existing code ...
        is PaymentMethod.Wallet -> "${method.provider} (${method.accountEmail})"
        is PaymentMethod.Voucher -> "Voucher ${method.code}"
    }
// ... existing code ...
        is PaymentMethod.Wallet -> BigDecimal("3.4")
        is PaymentMethod.Voucher -> BigDecimal.ZERO
    }
// ... existing code ...
        is PaymentMethod.BankTransfer -> false
        is PaymentMethod.Wallet -> false
        is PaymentMethod.Voucher -> method.expiresAt?.isBefore(now) ?: false
    }
// ... existing code ...
