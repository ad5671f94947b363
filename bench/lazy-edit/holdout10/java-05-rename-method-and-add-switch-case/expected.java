package com.acme.billing.tax;

import java.math.BigDecimal;
import java.math.RoundingMode;

public final class TaxCalculator {

    private static final BigDecimal STANDARD_RATE = new BigDecimal("0.20");
    private static final BigDecimal REDUCED_RATE = new BigDecimal("0.05");
    private static final BigDecimal ZERO_RATE = BigDecimal.ZERO;

    private TaxCalculator() {
    }

    public static BigDecimal calculateTax(ProductCategory category, BigDecimal netAmount, Region region) {
        if (netAmount.signum() < 0) {
            throw new IllegalArgumentException("netAmount must not be negative");
        }
        BigDecimal rate;
        switch (category) {
            case FOOD:
                rate = REDUCED_RATE;
                break;
            case CHILDREN_CLOTHING:
                rate = ZERO_RATE;
                break;
            case BOOKS:
                rate = ZERO_RATE;
                break;
            case EBOOKS:
                rate = region == Region.DOMESTIC ? ZERO_RATE : STANDARD_RATE;
                break;
            case ENERGY:
                rate = REDUCED_RATE;
                break;
            default:
                rate = STANDARD_RATE;
                break;
        }
        if (region == Region.EXPORT) {
            rate = ZERO_RATE;
        }
        return netAmount.multiply(rate).setScale(2, RoundingMode.HALF_UP);
    }

    public static BigDecimal grossFor(ProductCategory category, BigDecimal netAmount, Region region) {
        return netAmount.add(calculateTax(category, netAmount, region));
    }
}
