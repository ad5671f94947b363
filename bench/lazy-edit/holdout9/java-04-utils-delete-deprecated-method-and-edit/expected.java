package com.acme.common.text;

import java.text.Normalizer;
import java.util.Locale;
import java.util.Objects;
import java.util.regex.Pattern;

public final class TextUtils {

    private static final Pattern NON_ALNUM = Pattern.compile("[^a-z0-9]+");
    private static final Pattern DIACRITICS = Pattern.compile("\\p{M}+");
    private static final Pattern WHITESPACE = Pattern.compile("\\s+");

    private TextUtils() {
    }

    /**
     * Returns {@code true} if the value is null or contains only whitespace.
     */
    public static boolean isBlank(String value) {
        return value == null || value.isBlank();
    }

    /**
     * Returns the value, or {@code fallback} if the value is blank.
     */
    public static String defaultIfBlank(String value, String fallback) {
        return isBlank(value) ? fallback : value;
    }

    /**
     * Converts arbitrary text into a URL-friendly slug.
     */
    public static String slugify(String input) {
        Objects.requireNonNull(input, "input");
        String normalized = Normalizer.normalize(input, Normalizer.Form.NFD);
        String ascii = DIACRITICS.matcher(normalized).replaceAll("");
        String slug = NON_ALNUM.matcher(ascii.toLowerCase(Locale.ROOT)).replaceAll("-");
        return trimDashes(slug);
    }

    /**
     * Collapses runs of whitespace into a single space and trims the result.
     */
    public static String squish(String input) {
        if (input == null) {
            return null;
        }
        return WHITESPACE.matcher(input).replaceAll(" ").trim();
    }

    /**
     * Truncates the value to at most {@code max} characters, appending an ellipsis when cut.
     *
     * @throws IllegalArgumentException if {@code max} is less than 1
     */
    public static String truncate(String value, int max) {
        if (max < 1) {
            throw new IllegalArgumentException("max must be at least 1, got " + max);
        }
        if (value == null || value.length() <= max) {
            return value;
        }
        return value.substring(0, max - 1) + "…";
    }

    private static String trimDashes(String value) {
        int start = 0;
        int end = value.length();
        while (start < end && value.charAt(start) == '-') {
            start++;
        }
        while (end > start && value.charAt(end - 1) == '-') {
            end--;
        }
        return value.substring(start, end);
    }
}
