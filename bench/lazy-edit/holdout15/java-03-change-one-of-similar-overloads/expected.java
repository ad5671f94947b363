package com.example.common.validation;

import java.util.Collection;
import java.util.Objects;

public final class Checks {

    private Checks() {
    }

    public static <T> T requireNonNull(T value, String name) {
        if (value == null) {
            throw new IllegalArgumentException(name + " must not be null");
        }
        return value;
    }

    public static String requireNonBlank(String value, String name) {
        requireNonNull(value, name);
        if (value.isBlank()) {
            throw new IllegalArgumentException(name + " must not be blank");
        }
        return value;
    }

    public static <C extends Collection<?>> C requireNonEmpty(C value, String name) {
        requireNonNull(value, name);
        if (value.isEmpty()) {
            throw new IllegalArgumentException(name + " must not be empty");
        }
        return value;
    }

    public static int requireInRange(int value, int min, int max, String name) {
        if (value < min || value > max) {
            throw new IllegalArgumentException(
                    name + " must be between " + min + " and " + max + " but was " + value);
        }
        return value;
    }

    public static long requireInRange(long value, long min, long max, String name) {
        if (value < min || value > max) {
            throw new IllegalArgumentException(
                    name + " must be between " + min + " and " + max + " but was " + value);
        }
        return value;
    }

    public static double requireInRange(double value, double min, double max, String name) {
        if (Double.isNaN(value) || value < min || value > max) {
            throw new IllegalArgumentException(
                    name + " must be between " + min + " and " + max + " but was " + value);
        }
        return value;
    }

    public static int requirePositive(int value, String name) {
        if (value <= 0) {
            throw new IllegalArgumentException(name + " must be positive but was " + value);
        }
        return value;
    }

    public static long requirePositive(long value, String name) {
        if (value <= 0) {
            throw new IllegalArgumentException(name + " must be positive but was " + value);
        }
        return value;
    }

    public static double requirePositive(double value, String name) {
        if (!(value > 0)) {
            throw new IllegalArgumentException(name + " must be positive but was " + value);
        }
        return value;
    }

    public static boolean equalsIgnoreCase(String a, String b) {
        return Objects.equals(a, b) || (a != null && a.equalsIgnoreCase(b));
    }
}
