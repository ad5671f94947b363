package com.example.util;

import java.time.Duration;
import java.util.Objects;
import java.util.concurrent.Callable;

/**
 * Simple retry helper with exponential backoff.
 */
public final class Retry {

    private Retry() {
    }

    /**
     * Runs the task, retrying on failure with exponentially growing delays.
     *
     * @param task the task to run
     * @param maxAttempts how many times to try in total, at least 1
     * @param delay delay before the second attempt; doubled after each failure
     * @return the task result
     * @throws Exception the last failure if all attempts fail
     */
    public static <T> T withBackoff(Callable<T> task, int maxAttempts, Duration delay) throws Exception {
        Objects.requireNonNull(task, "task");
        if (maxAttempts < 1) {
            throw new IllegalArgumentException("maxAttempts must be at least 1");
        }
        Exception last = null;
        long sleep = delay.toMillis();
        for (int attempt = 1; attempt <= maxAttempts; attempt++) {
            try {
                return task.call();
            } catch (Exception e) {
                last = e;
                if (attempt < maxAttempts) {
                    Thread.sleep(sleep);
                    sleep *= 2;
                }
            }
        }
        throw last;
    }
}
