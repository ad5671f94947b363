    // ... other methods ...

    public static String format(Money amount, Locale locale) {
        Objects.requireNonNull(amount, "amount");
        Objects.requireNonNull(locale, "locale");
        NumberFormat nf = NumberFormat.getCurrencyInstance(locale);
        nf.setCurrency(amount.currency());
        int digits = Math.max(0, amount.currency().getDefaultFractionDigits());
        nf.setMinimumFractionDigits(digits);
        nf.setMaximumFractionDigits(digits);
        return nf.format(amount.value().setScale(digits, RoundingMode.HALF_EVEN));
    }

    // ... other methods ...
