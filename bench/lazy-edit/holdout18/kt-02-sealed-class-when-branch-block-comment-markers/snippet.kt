/* ... existing code ... */

    data object FreeShipping : Discount

    data class Tiered(val thresholds: List<Pair<BigDecimal, Int>>) : Discount
}

/* ... existing code ... */
            Discount.FreeShipping -> shippingCost
            is Discount.Tiered -> {
                val percent = discount.thresholds
                    .filter { (minimum, _) -> subtotal >= minimum }
                    .maxOfOrNull { (_, pct) -> pct } ?: 0
                subtotal * percent.toBigDecimal() / BigDecimal(100)
            }
        }
        return value.setScale(2, RoundingMode.HALF_UP)
    }

    fun describe(discount: Discount): String = when (discount) {
        /* ... existing code ... */
        Discount.FreeShipping -> "Free shipping"
        is Discount.Tiered -> "Up to ${discount.thresholds.maxOfOrNull { it.second } ?: 0}% off"
    }
}
