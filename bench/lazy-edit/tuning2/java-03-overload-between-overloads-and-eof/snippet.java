// ... existing code ...
    public static String money(long cents, Locale locale) {
        NumberFormat nf = NumberFormat.getCurrencyInstance(locale);
        return nf.format(BigDecimal.valueOf(cents, 2));
    }

    public static String money(BigDecimal amount) {
        return money(amount, Locale.US);
    }

    public static String money(BigDecimal amount, Locale locale) {
// ... existing code ...
        return s + " ".repeat(width - s.length());
    }

    public static String padLeft(String s, int width) {
        if (s.length() >= width) {
            return s;
        }
        return " ".repeat(width - s.length()) + s;
    }
}
