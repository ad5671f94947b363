package com.example.shop.checkout

import java.math.BigDecimal
import java.math.RoundingMode

sealed interface Discount {
    data class Percentage(val percent: Int) : Discount {
        init {
            require(percent in 1..100) { "percent must be between 1 and 100" }
        }
    }

    data class FixedAmount(val amount: BigDecimal) : Discount

    data class BuyXGetY(val sku: String, val buy: Int, val free: Int) : Discount

    data object FreeShipping : Discount

    data class Tiered(val thresholds: List<Pair<BigDecimal, Int>>) : Discount
}

data class LineItem(val sku: String, val unitPrice: BigDecimal, val quantity: Int) {
    val total: BigDecimal get() = unitPrice * quantity.toBigDecimal()
}

class DiscountCalculator(private val shippingCost: BigDecimal) {

    fun discountFor(items: List<LineItem>, discount: Discount): BigDecimal {
        val subtotal = items.fold(BigDecimal.ZERO) { acc, item -> acc + item.total }
        val value = when (discount) {
            is Discount.Percentage ->
                subtotal * discount.percent.toBigDecimal() / BigDecimal(100)
            is Discount.FixedAmount ->
                discount.amount.min(subtotal)
            is Discount.BuyXGetY -> {
                val item = items.firstOrNull { it.sku == discount.sku }
                if (item == null) {
                    BigDecimal.ZERO
                } else {
                    val groups = item.quantity / (discount.buy + discount.free)
                    item.unitPrice * (groups * discount.free).toBigDecimal()
                }
            }
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
        is Discount.Percentage -> "${discount.percent}% off"
        is Discount.FixedAmount -> "${discount.amount} off"
        is Discount.BuyXGetY -> "Buy ${discount.buy}, get ${discount.free} free"
        Discount.FreeShipping -> "Free shipping"
        is Discount.Tiered -> "Up to ${discount.thresholds.maxOfOrNull { it.second } ?: 0}% off"
    }
}
