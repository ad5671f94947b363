// ... existing code ...
    private final double multiplier;
    private final Duration maxDelay;

    public RetryPolicy(int maxAttempts, Duration initialDelay, double multiplier, Duration maxDelay) {
        // ... existing code ...
        this.multiplier = multiplier;
        this.maxDelay = Objects.requireNonNull(maxDelay, "maxDelay");
    }

    public static RetryPolicy defaults() {
        return new RetryPolicy(3, Duration.ofMillis(200), 2.0, Duration.ofSeconds(5));
    }

    // ... existing code ...

    public Duration delayForAttempt(int attempt) {
        double factor = Math.pow(multiplier, Math.max(0, attempt - 1));
        Duration delay = Duration.ofMillis((long) (initialDelay.toMillis() * factor));
        return delay.compareTo(maxDelay) > 0 ? maxDelay : delay;
    }

    @Override
    public String toString() {
        return "RetryPolicy{maxAttempts=" + maxAttempts
                + ", initialDelay=" + initialDelay
                + ", multiplier=" + multiplier
                + ", maxDelay=" + maxDelay + "}";
    }
}
