// ... existing code ...
public enum BillingPeriod {
    MONTHLY("month", 1, 0),
    QUARTERLY("quarter", 3, 5),
    SEMIANNUAL("half-year", 6, 8),
    YEARLY("year", 12, 15);

    private final String label;
    private final int months;
    private final int discountPercent;

    BillingPeriod(String label, int months, int discountPercent) {
        this.label = label;
        this.months = months;
        this.discountPercent = discountPercent;
    }

    // ... existing code ...

    public int months() {
        return months;
    }

    public int discountPercent() {
        return discountPercent;
    }

    // ... existing code ...
}
