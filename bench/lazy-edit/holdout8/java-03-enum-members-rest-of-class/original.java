package com.acme.billing;

import java.time.Duration;
import java.time.LocalDate;

public enum BillingPeriod {
    MONTHLY("month", 1),
    QUARTERLY("quarter", 3),
    YEARLY("year", 12);

    private final String label;
    private final int months;

    BillingPeriod(String label, int months) {
        this.label = label;
        this.months = months;
    }

    public String label() {
        return label;
    }

    public int months() {
        return months;
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
