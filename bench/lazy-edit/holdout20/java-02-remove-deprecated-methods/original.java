package com.acme.common.text;

import java.text.Normalizer;
import java.util.Locale;
import java.util.Objects;
import java.util.regex.Pattern;

/**
 * String helpers used across the web and batch modules.
 */
public final class Strings {

    private static final Pattern NON_ALNUM = Pattern.compile("[^a-z0-9]+");
    private static final Pattern DIACRITICS = Pattern.compile("\\p{M}+");

    private Strings() {
    }

    /** Returns {@code true} if the value is null, empty or only whitespace. */
    public static boolean isBlank(String value) {
        return value == null || value.isBlank();
    }

    /**
     * @deprecated use {@link #isBlank(String)}; kept for the 2.x API.
     */
    @Deprecated(since = "3.0", forRemoval = true)
    public static boolean isNullOrEmpty(String value) {
        return value == null || value.isEmpty();
    }

    public static String defaultIfBlank(String value, String fallback) {
        return isBlank(value) ? fallback : value;
    }

    public static String slug(String input) {
        Objects.requireNonNull(input, "input");
        String decomposed = Normalizer.normalize(input, Normalizer.Form.NFD);
        String ascii = DIACRITICS.matcher(decomposed).replaceAll("");
        String slug = NON_ALNUM.matcher(ascii.toLowerCase(Locale.ROOT)).replaceAll("-");
        return trimDashes(slug);
    }

    private static String trimDashes(String s) {
        int start = 0;
        int end = s.length();
        while (start < end && s.charAt(start) == '-') {
            start++;
        }
        while (end > start && s.charAt(end - 1) == '-') {
            end--;
        }
        return s.substring(start, end);
    }

    public static String truncate(String value, int maxLength) {
        if (value == null || value.length() <= maxLength) {
            return value;
        }
        if (maxLength < 1) {
            throw new IllegalArgumentException("maxLength must be positive");
        }
        return value.substring(0, maxLength - 1) + "\u2026";
    }

    /**
     * @deprecated use {@link #truncate(String, int)}.
     */
    @Deprecated(since = "3.0", forRemoval = true)
    public static String abbreviate(String value, int maxLength) {
        return truncate(value, maxLength);
    }

    public static String capitalize(String value) {
        if (isBlank(value)) {
            return value;
        }
        return value.substring(0, 1).toUpperCase(Locale.ROOT) + value.substring(1);
    }
}
