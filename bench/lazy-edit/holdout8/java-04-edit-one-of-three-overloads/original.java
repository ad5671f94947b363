package com.acme.text;

import java.util.Locale;

public final class Slugs {
    private static final int DEFAULT_MAX_LENGTH = 64;

    private Slugs() {
    }

    public static String slugify(String input) {
        return slugify(input, DEFAULT_MAX_LENGTH);
    }

    public static String slugify(String input, int maxLength) {
        if (input == null || input.isBlank()) {
            return "";
        }
        String slug = input.toLowerCase(Locale.ROOT)
                .replaceAll("[^a-z0-9]+", "-")
                .replaceAll("(^-|-$)", "");
        if (slug.length() > maxLength) {
            slug = slug.substring(0, maxLength);
        }
        return slug;
    }

    public static String slugify(String input, int maxLength, char separator) {
        if (input == null || input.isBlank()) {
            return "";
        }
        String slug = input.toLowerCase(Locale.ROOT)
                .replaceAll("[^a-z0-9]+", String.valueOf(separator))
                .replaceAll("(^" + separator + "|" + separator + "$)", "");
        if (slug.length() > maxLength) {
            slug = slug.substring(0, maxLength);
        }
        return slug;
    }

    public static boolean isSlug(String value) {
        return value != null && value.matches("[a-z0-9]+(-[a-z0-9]+)*");
    }
}
