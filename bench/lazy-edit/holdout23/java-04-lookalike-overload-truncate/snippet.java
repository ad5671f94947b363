// ... existing code ...
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
// ... existing code ...
