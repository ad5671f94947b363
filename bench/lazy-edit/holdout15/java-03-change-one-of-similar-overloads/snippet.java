// ... existing code ...

    public static double requireInRange(double value, double min, double max, String name) {
        if (Double.isNaN(value) || value < min || value > max) {
            throw new IllegalArgumentException(
                    name + " must be between " + min + " and " + max + " but was " + value);
        }
        return value;
    }

    // ... existing code ...

    public static long requirePositive(long value, String name) {
        if (value <= 0) {
            throw new IllegalArgumentException(name + " must be positive but was " + value);
        }
        return value;
    }

    public static double requirePositive(double value, String name) {
        if (!(value > 0)) {
            throw new IllegalArgumentException(name + " must be positive but was " + value);
        }
        return value;
    }

    // ... existing code ...
}
