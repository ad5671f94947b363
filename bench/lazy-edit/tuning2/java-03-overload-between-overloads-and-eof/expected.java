package com.acme.reports.text;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.text.NumberFormat;
import java.time.LocalDate;
import java.time.format.DateTimeFormatter;
import java.util.Locale;

public final class Formats {

    private static final DateTimeFormatter ISO_DATE = DateTimeFormatter.ISO_LOCAL_DATE;

    private Formats() {
    }

    public static String money(long cents) {
        return money(cents, Locale.US);
    }

    public static String money(long cents, Locale locale) {
        NumberFormat nf = NumberFormat.getCurrencyInstance(locale);
        return nf.format(BigDecimal.valueOf(cents, 2));
    }

    public static String money(BigDecimal amount) {
        return money(amount, Locale.US);
    }

    public static String money(BigDecimal amount, Locale locale) {
        NumberFormat nf = NumberFormat.getCurrencyInstance(locale);
        return nf.format(amount.setScale(2, RoundingMode.HALF_EVEN));
    }

    public static String percent(double ratio) {
        return percent(ratio, 1);
    }

    public static String percent(double ratio, int decimals) {
        NumberFormat nf = NumberFormat.getPercentInstance(Locale.US);
        nf.setMinimumFractionDigits(decimals);
        nf.setMaximumFractionDigits(decimals);
        return nf.format(ratio);
    }

    public static String date(LocalDate date) {
        return date == null ? "" : ISO_DATE.format(date);
    }

    public static String date(LocalDate date, String pattern) {
        return date == null ? "" : DateTimeFormatter.ofPattern(pattern).format(date);
    }

    public static String padRight(String s, int width) {
        if (s.length() >= width) {
            return s;
        }
        return s + " ".repeat(width - s.length());
    }

    public static String padLeft(String s, int width) {
        if (s.length() >= width) {
            return s;
        }
        return " ".repeat(width - s.length()) + s;
    }
}
