// ... existing code ...
        String slug = NON_ALNUM.matcher(ascii.toLowerCase(Locale.ROOT)).replaceAll("-");
        return trimDashes(slug);
    }

    /**
     * Collapses runs of whitespace into a single space and trims the result.
     */
    // ... existing code ...

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
// ... existing code ...
