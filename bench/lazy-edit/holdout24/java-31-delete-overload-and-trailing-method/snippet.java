// ... existing code ...
    public static String truncate(String value, int maxLength, String ellipsis) {
        // ... existing code ...
        return value.substring(0, maxLength - ellipsis.length()) + ellipsis;
    }

    public static String capitalize(String value) {
// ... existing code ...
        return out.toString();
    }
}
