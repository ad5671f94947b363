package com.acme.util;

import java.util.Collection;
import java.util.Iterator;
import java.util.Locale;

/**
 * Small string helpers that are not worth a dependency.
 */
public final class Strings {

    private Strings() {
        throw new AssertionError("no instances");
    }

    public static boolean isBlank(String s) {
        return s == null || s.trim().isEmpty();
    }

    public static String truncate(String s, int max) {
        if (s == null) {
            return null;
        }
        if (s.length() <= max) {
            return s;
        }
        return s.substring(0, max);
    }

    public static String truncate(String s, int max, String ellipsis) {
        if (s == null) {
            return null;
        }
        if (max < ellipsis.length()) {
            throw new IllegalArgumentException("max must be at least the ellipsis length");
        }
        if (s.length() <= max) {
            return s;
        }
        int end = max - ellipsis.length();
        if (end > 0 && Character.isHighSurrogate(s.charAt(end - 1))) {
            end--;
        }
        return s.substring(0, end) + ellipsis;
    }

    public static String capitalize(String s) {
        if (isBlank(s)) {
            return s;
        }
        return s.substring(0, 1).toUpperCase(Locale.ROOT) + s.substring(1);
    }

    public static String padLeft(String s, int width) {
        return padLeft(s, width, ' ');
    }

    public static String padLeft(String s, int width, char pad) {
        if (s.length() >= width) {
            return s;
        }
        StringBuilder sb = new StringBuilder(width);
        for (int i = s.length(); i < width; i++) {
            sb.append(pad);
        }
        return sb.append(s).toString();
    }

    public static String join(Collection<?> parts, String separator) {
        StringBuilder sb = new StringBuilder();
        Iterator<?> it = parts.iterator();
        while (it.hasNext()) {
            sb.append(it.next());
            if (it.hasNext()) {
                sb.append(separator);
            }
        }
        return sb.toString();
    }
}
