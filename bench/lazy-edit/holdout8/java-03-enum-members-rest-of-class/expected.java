package com.acme.billing;

import java.time.Duration;
import java.time.LocalDate;

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

    public String label() {
        return label;
    }

    public int months() {
        return months;
    }

    public int discountPercent() {
        return discountPercent;
    }

    public LocalDate nextRenewal(LocalDate from) {
        return from.plusMonths(months);
    }

    public Duration approximateLength() {
        return Duration.ofDays(30L * months);
    }

    public static BillingPeriod fromLabel(String label) {
        for (BillingPeriod p : values()) {
            if (p.label.equalsIgnoreCase(label)) {
                return p;
            }
        }
        throw new IllegalArgumentException("Unknown billing period: " + label);
    }
}
