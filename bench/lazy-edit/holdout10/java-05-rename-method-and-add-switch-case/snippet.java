// ... existing code ...

    public static BigDecimal calculateTax(ProductCategory category, BigDecimal netAmount, Region region) {
        // ... existing code ...
            case BOOKS:
                rate = ZERO_RATE;
                break;
            case EBOOKS:
                rate = region == Region.DOMESTIC ? ZERO_RATE : STANDARD_RATE;
                break;
            case ENERGY:
        // ... existing code ...
    }

    public static BigDecimal grossFor(ProductCategory category, BigDecimal netAmount, Region region) {
        return netAmount.add(calculateTax(category, netAmount, region));
    }
}
