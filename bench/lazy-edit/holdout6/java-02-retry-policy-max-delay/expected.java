package com.example.notify;

import java.time.Duration;
import java.util.Objects;

public final class RetryPolicy {

    private final int maxAttempts;
    private final Duration initialDelay;
    private final double multiplier;
    private final Duration maxDelay;

    public RetryPolicy(int maxAttempts, Duration initialDelay, double multiplier, Duration maxDelay) {
        if (maxAttempts < 1) {
            throw new IllegalArgumentException("maxAttempts must be >= 1");
        }
        this.maxAttempts = maxAttempts;
        this.initialDelay = Objects.requireNonNull(initialDelay, "initialDelay");
        this.multiplier = multiplier;
        this.maxDelay = Objects.requireNonNull(maxDelay, "maxDelay");
    }

    public static RetryPolicy defaults() {
        return new RetryPolicy(3, Duration.ofMillis(200), 2.0, Duration.ofSeconds(5));
    }

    public int maxAttempts() {
        return maxAttempts;
    }

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
