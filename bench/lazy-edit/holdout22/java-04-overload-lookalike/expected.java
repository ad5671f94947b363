package com.shopfront.pricing;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.text.NumberFormat;
import java.util.Currency;
import java.util.Locale;
import java.util.Objects;

public final class PriceFormatter {

    private static final Locale DEFAULT_LOCALE = Locale.US;

    private PriceFormatter() {
    }

    public static String format(Money amount) {
        Objects.requireNonNull(amount, "amount");
        NumberFormat nf = NumberFormat.getCurrencyInstance(DEFAULT_LOCALE);
        nf.setCurrency(amount.currency());
        return nf.format(amount.value().setScale(2, RoundingMode.HALF_EVEN));
    }

    public static String format(Money amount, Locale locale) {
        Objects.requireNonNull(amount, "amount");
        Objects.requireNonNull(locale, "locale");
        NumberFormat nf = NumberFormat.getCurrencyInstance(locale);
        nf.setCurrency(amount.currency());
        int digits = Math.max(0, amount.currency().getDefaultFractionDigits());
        nf.setMinimumFractionDigits(digits);
        nf.setMaximumFractionDigits(digits);
        return nf.format(amount.value().setScale(digits, RoundingMode.HALF_EVEN));
    }

    public static String format(BigDecimal value, Currency currency) {
        Objects.requireNonNull(value, "value");
        NumberFormat nf = NumberFormat.getCurrencyInstance(DEFAULT_LOCALE);
        nf.setCurrency(currency);
        return nf.format(value.setScale(2, RoundingMode.HALF_EVEN));
    }

    public static String formatRange(Money low, Money high, Locale locale) {
        if (!low.currency().equals(high.currency())) {
            throw new IllegalArgumentException("currency mismatch: " + low.currency() + " vs " + high.currency());
        }
        if (low.compareTo(high) == 0) {
            return format(low, locale);
        }
        return format(low, locale) + " – " + format(high, locale);
    }

    public static String formatDiscount(Money original, Money discounted, Locale locale) {
        BigDecimal saved = original.value().subtract(discounted.value());
        if (saved.signum() <= 0) {
            return format(discounted, locale);
        }
        BigDecimal pct = saved.multiply(BigDecimal.valueOf(100))
                .divide(original.value(), 0, RoundingMode.HALF_UP);
        return format(discounted, locale) + " (save " + pct + "%)";
    }

    /** Minimal value type; the real one lives in the ledger module. */
    public record Money(BigDecimal value, Currency currency) implements Comparable<Money> {
        public Money {
            Objects.requireNonNull(value, "value");
            Objects.requireNonNull(currency, "currency");
        }

        @Override
        public int compareTo(Money other) {
            return value.compareTo(other.value);
        }
    }
}
