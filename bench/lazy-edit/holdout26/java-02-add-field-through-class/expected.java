package com.acme.billing.model;

import java.math.BigDecimal;
import java.time.LocalDate;
import java.util.Objects;

/**
 * An immutable line item on an invoice.
 */
public final class LineItem {

    private final String sku;
    private final String description;
    private final int quantity;
    private final BigDecimal unitPrice;
    private final String currency;
    private final LocalDate serviceDate;

    public LineItem(String sku, String description, int quantity, BigDecimal unitPrice, String currency, LocalDate serviceDate) {
        if (quantity <= 0) {
            throw new IllegalArgumentException("quantity must be positive: " + quantity);
        }
        this.sku = Objects.requireNonNull(sku, "sku");
        this.description = description == null ? "" : description;
        this.quantity = quantity;
        this.unitPrice = Objects.requireNonNull(unitPrice, "unitPrice");
        this.currency = Objects.requireNonNull(currency, "currency");
        this.serviceDate = serviceDate;
    }

    public String getSku() {
        return sku;
    }

    public String getDescription() {
        return description;
    }

    public int getQuantity() {
        return quantity;
    }

    public BigDecimal getUnitPrice() {
        return unitPrice;
    }

    public String getCurrency() {
        return currency;
    }

    public LocalDate getServiceDate() {
        return serviceDate;
    }

    public BigDecimal total() {
        return unitPrice.multiply(BigDecimal.valueOf(quantity));
    }

    @Override
    public boolean equals(Object o) {
        if (this == o) {
            return true;
        }
        if (!(o instanceof LineItem)) {
            return false;
        }
        LineItem other = (LineItem) o;
        return quantity == other.quantity
                && sku.equals(other.sku)
                && description.equals(other.description)
                && unitPrice.compareTo(other.unitPrice) == 0
                && currency.equals(other.currency)
                && Objects.equals(serviceDate, other.serviceDate);
    }

    @Override
    public int hashCode() {
        return Objects.hash(sku, description, quantity, unitPrice.stripTrailingZeros(), currency, serviceDate);
    }

    @Override
    public String toString() {
        return "LineItem{sku=" + sku + ", quantity=" + quantity + ", unitPrice=" + unitPrice + " " + currency + "}";
    }
}
