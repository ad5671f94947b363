// ... existing code ...
    private final BigDecimal unitPrice;
    private final String currency;
    private final LocalDate serviceDate;

    public LineItem(String sku, String description, int quantity, BigDecimal unitPrice, String currency, LocalDate serviceDate) {
        // ... existing code ...
        this.unitPrice = Objects.requireNonNull(unitPrice, "unitPrice");
        this.currency = Objects.requireNonNull(currency, "currency");
        this.serviceDate = serviceDate;
    }

    // ... existing getters ...

    public BigDecimal getUnitPrice() {
        return unitPrice;
    }

    public String getCurrency() {
        return currency;
    }

    // ... existing code ...
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
