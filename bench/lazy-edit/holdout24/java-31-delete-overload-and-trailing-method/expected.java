package com.acme.common.text;

import java.util.Locale;
import java.util.Objects;

/**
 * String helpers that are used across services. Kept dependency-free on purpose.
 */
public final class Strings {

    private Strings() {
    }

    public static boolean isBlank(String value) {
        return value == null || value.trim().isEmpty();
    }

    public static String defaultIfBlank(String value, String fallback) {
        return isBlank(value) ? fallback : value;
    }

    public static String truncate(String value, int maxLength) {
        return truncate(value, maxLength, "…");
    }

    public static String truncate(String value, int maxLength, String ellipsis) {
        Objects.requireNonNull(ellipsis, "ellipsis");
        if (value == null || value.length() <= maxLength) {
            return value;
        }
        if (maxLength <= ellipsis.length()) {
            return value.substring(0, maxLength);
        }
        return value.substring(0, maxLength - ellipsis.length()) + ellipsis;
    }

    public static String capitalize(String value) {
        if (isBlank(value)) {
            return value;
        }
        return value.substring(0, 1).toUpperCase(Locale.ROOT) + value.substring(1);
    }

    public static String toSnakeCase(String value) {
        if (value == null) {
            return null;
        }
        StringBuilder out = new StringBuilder(value.length() + 8);
        for (int i = 0; i < value.length(); i++) {
            char c = value.charAt(i);
            if (Character.isUpperCase(c)) {
                if (i > 0 && value.charAt(i - 1) != '_') {
                    out.append('_');
                }
                out.append(Character.toLowerCase(c));
            } else if (c == '-' || c == ' ') {
                out.append('_');
            } else {
                out.append(c);
            }
        }
        return out.toString();
    }
}
