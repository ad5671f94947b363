// ... existing code ...
    /** Returns {@code true} if the value is null, empty or only whitespace. */
    public static boolean isBlank(String value) {
        return value == null || value.isBlank();
    }

    public static String defaultIfBlank(String value, String fallback) {
        return isBlank(value) ? fallback : value;
    }
    // ... existing code ...
    public static String truncate(String value, int maxLength) {
        // ... existing code ...
        return value.substring(0, maxLength - 1) + "\u2026";
    }

    public static String capitalize(String value) {
// ... existing code ...
